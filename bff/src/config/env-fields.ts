import { z } from 'zod';

/** Schemas of the kinds of value the environment holds, each naming its variable in its messages. */

/** An empty variable (`PORT=`) means "not set", as in most shells' .env habits. */
function unsetIfEmpty(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess(unsetIfEmpty, schema.optional());
}

export function withDefault<S extends z.ZodType>(schema: S, fallback: z.input<S>) {
  return z.preprocess((value) => unsetIfEmpty(value) ?? fallback, schema);
}

export function intBetween(name: string, min: number, max: number) {
  const message = `${name} 必须是 ${min}–${max} 之间的整数`;
  return z
    .string()
    .regex(/^\s*\d+\s*$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

export function httpUrl(name: string) {
  const message = `${name} 必须是 http:// 或 https:// 开头的网址`;
  return (
    z
      .string()
      .trim()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '';
        } catch {
          return false;
        }
      }, message)
      // A trailing slash would double up with the route paths, which all start with one.
      .transform((value) => value.replace(/\/+$/, ''))
  );
}

export function text(name: string, max = 200) {
  return z.string().trim().min(1, `${name} 不能为空`).max(max, `${name} 不能超过 ${max} 个字符`);
}
