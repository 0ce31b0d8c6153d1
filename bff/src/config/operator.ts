import type { CompanyDetails, QrTargets } from '@ysy/contracts/bff/schemas';
import { CreditCodeSchema } from '@ysy/contracts/common/fields';
import { z } from 'zod';
import { optional, text } from './env-fields';

/**
 * The operator's own details: the company's registration (shown on /profile) and what the site's
 * QR codes open. They belong to whoever runs the site, so nothing here has a default: an unset
 * value is left off the page, never replaced by an invented one.
 */

/** A QR code's target: an http(s) address a phone can open (a query string is allowed). */
function qrTarget(name: string) {
  const message = `${name} 必须是 http:// 或 https:// 开头的网址`;
  return z
    .string()
    .trim()
    .max(500, `${name} 不能超过 500 个字符`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, message);
}

export const OPERATOR_ENV = {
  COMPANY_NAME: optional(text('COMPANY_NAME', 100)),
  COMPANY_CREDIT_CODE: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (value) => CreditCodeSchema.safeParse(value).success,
        'COMPANY_CREDIT_CODE 必须是 18 位统一社会信用代码（数字与大写字母）',
      ),
  ),
  COMPANY_ADDRESS: optional(text('COMPANY_ADDRESS', 200)),
  COMPANY_BUSINESS_SCOPE: optional(text('COMPANY_BUSINESS_SCOPE', 1000)),
  MOBILE_SITE_URL: optional(qrTarget('MOBILE_SITE_URL')),
  MINI_PROGRAM_URL: optional(qrTarget('MINI_PROGRAM_URL')),
  OFFICIAL_ACCOUNT_URL: optional(qrTarget('OFFICIAL_ACCOUNT_URL')),
};

type OperatorEnv = z.infer<z.ZodObject<typeof OPERATOR_ENV>>;

export interface OperatorConfig {
  company: CompanyDetails;
  qrTargets: QrTargets;
}

export function operatorConfig(e: OperatorEnv): OperatorConfig {
  return {
    company: {
      name: e.COMPANY_NAME,
      creditCode: e.COMPANY_CREDIT_CODE,
      address: e.COMPANY_ADDRESS,
      businessScope: e.COMPANY_BUSINESS_SCOPE,
    },
    qrTargets: {
      mobile: e.MOBILE_SITE_URL,
      miniProgram: e.MINI_PROGRAM_URL,
      officialAccount: e.OFFICIAL_ACCOUNT_URL,
    },
  };
}
