import { describe, expect, it } from 'vitest';
import {
  buildCreditCode,
  creditCodeCheckChar,
  isValidCreditCode,
  isValidOrgCode,
  orgCodeCheckChar,
} from './credit-code';
import { Prng } from './prng';

// Published codes of real companies (business licences are public records).
const REAL_CODES = ['91350100M000100Y43', '91110000802100433B', '91440300708461136T'];

describe('credit code (GB 32100-2015)', () => {
  it('accepts known real codes', () => {
    for (const code of REAL_CODES) {
      expect(isValidCreditCode(code), code).toBe(true);
      expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code.charAt(17));
    }
  });

  it('checks the embedded organisation code with GB 11714 weights', () => {
    expect(orgCodeCheckChar('M000100Y')).toBe('4');
    expect(orgCodeCheckChar('80210043')).toBe('3');
    expect(orgCodeCheckChar('70846113')).toBe('6');
    expect(isValidOrgCode('802100433')).toBe(true);
    expect(isValidOrgCode('802100434')).toBe(false);
  });

  it('rejects a changed character, a wrong check char or a forbidden letter', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91110000802100433C')).toBe(false);
    expect(isValidCreditCode('91110000802100435B')).toBe(false);
    expect(isValidCreditCode('9111000080210043OB')).toBe(false);
    expect(isValidCreditCode('91110000802100433')).toBe(false);
  });

  it('maps a remainder of 0 to the check char 0', () => {
    // Search a body whose weighted sum is a multiple of 31, so the formula's 31 must wrap to 0.
    const rng = new Prng(7);
    let found = false;
    for (let i = 0; i < 5000 && !found; i++) {
      const { creditCode } = buildCreditCode({
        regionCode: '440300',
        orgBody: `MA5${rng.chars('0123456789ABCDEFGH', 5)}`,
      });
      if (creditCode.endsWith('0')) {
        expect(isValidCreditCode(creditCode)).toBe(true);
        found = true;
      }
    }
    expect(found).toBe(true);
  });

  it('builds valid codes', () => {
    const rng = new Prng(1);
    for (let i = 0; i < 1000; i++) {
      const { creditCode, orgCode } = buildCreditCode({
        regionCode: '440300',
        orgBody: rng.chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 8),
      });
      expect(isValidCreditCode(creditCode), creditCode).toBe(true);
      expect(creditCode.slice(8, 17)).toBe(orgCode);
    }
  });
});
