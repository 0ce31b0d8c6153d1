import { z } from 'zod';

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: `true`/`false`, a hop count, or a list of proxy
 * addresses and networks. Anything else is refused, naming the variable.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (list.length === 0 || list.some((part) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) {
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY 必须是 true、false、代理层数，或以逗号分隔的 IP/网段',
      });
      return z.NEVER;
    }
    return list;
  });
