/**
 * China's unified social credit code (统一社会信用代码, GB 32100-2015):
 *
 *   position 1      registration authority (9 = market regulation / 工商)
 *   position 2      organisation kind (1 = enterprise, 2 = individual business, 3 = co-operative)
 *   positions 3–8   administrative division code of the registering authority
 *   positions 9–17  organisation code (组织机构代码, GB 11714-1997): 8 characters + its check char
 *   position 18     check character over positions 1–17
 */

/** The 31 characters a credit code may use (no I, O, S, V, Z). */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [
  1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28,
] as const;

const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

/** GB 11714 value of a character: digits as themselves, A–Z as 10–35. */
function orgCharValue(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  throw new Error(`not an organisation-code character: ${ch}`);
}

/** The check character (9th) of an organisation code from its first 8 characters. */
export function orgCodeCheckChar(body: string): string {
  if (!/^[0-9A-Z]{8}$/.test(body))
    throw new Error(`organisation code body must be 8 of 0-9A-Z: ${body}`);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += orgCharValue(body.charAt(i)) * (ORG_CODE_WEIGHTS[i] ?? 0);
  const c = 11 - (sum % 11);
  if (c === 10) return 'X';
  if (c === 11) return '0';
  return String(c);
}

export function isValidOrgCode(code: string): boolean {
  return /^[0-9A-Z]{8}[0-9X]$/.test(code) && orgCodeCheckChar(code.slice(0, 8)) === code.charAt(8);
}

/** The 18th character of a credit code from its first 17. */
export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('credit code body must have 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) throw new Error(`not a credit-code character: ${first17.charAt(i)}`);
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  const c = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_ALPHABET.charAt(c);
}

/** Both check characters right: the organisation code's (9th of 17) and the code's own (18th). */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  if (!isValidOrgCode(code.slice(8, 17))) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}

/**
 * Builds a credit code. `orgBody` is the organisation code's 8 characters; for it to stay inside
 * the credit-code alphabet it must avoid I, O, S, V and Z (the check char is a digit or X).
 */
export function buildCreditCode(parts: {
  authority?: string;
  kind?: string;
  regionCode: string;
  orgBody: string;
}): { creditCode: string; orgCode: string } {
  const orgCode = parts.orgBody + orgCodeCheckChar(parts.orgBody);
  const first17 = `${parts.authority ?? '9'}${parts.kind ?? '1'}${parts.regionCode}${orgCode}`;
  return { creditCode: first17 + creditCodeCheckChar(first17), orgCode };
}
