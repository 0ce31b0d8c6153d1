import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages';
import { messageOf } from '../common/zod-errors';
import {
  CompanySummarySchema,
  CompanySearchCountQuerySchema,
  CompanySearchQuerySchema,
  CompanyProfileQuerySchema,
} from './schemas';

function messageFor(query: unknown): string | undefined {
  const parsed = CompanySearchQuerySchema.safeParse(query);
  return parsed.success ? undefined : messageOf(parsed.error);
}

describe('company search query', () => {
  it('trims the keyword, defaults the page and treats empty filters as absent', () => {
    expect(
      CompanySearchQuerySchema.parse({ keyword: ' 腾讯 ', user_id: '', province: '', yuan: '' }),
    ).toEqual({
      keyword: '腾讯',
      page: 1,
      user_id: undefined,
      province: undefined,
      yuan: undefined,
    });
    expect(
      CompanySearchQuerySchema.parse({
        keyword: '科技',
        page: '3',
        user_id: '7',
        province: '广东省',
        yuan: '2',
      }),
    ).toEqual({
      keyword: '科技',
      page: 3,
      user_id: 7,
      province: '广东省',
      yuan: 2,
    });
  });

  it.each([
    ['missing keyword', {}, messages.keywordEmpty],
    ['blank keyword', { keyword: '   ' }, messages.keywordEmpty],
    ['long keyword', { keyword: '字'.repeat(51) }, messages.keywordTooLong],
    ['page 0', { keyword: '科技', page: '0' }, messages.pageTooSmall],
    ['page text', { keyword: '科技', page: 'x' }, messages.pageNotNumber],
    ['bad user id', { keyword: '科技', user_id: '-1' }, messages.userIdInvalid],
    ['bad capital band', { keyword: '科技', yuan: 'many' }, messages.capitalBandInvalid],
  ])('%s → Chinese message', (_name, query, message) => {
    expect(messageFor(query)).toBe(message);
  });

  it('count takes an optional page', () => {
    expect(CompanySearchCountQuerySchema.parse({ keyword: '科技' })).toEqual({ keyword: '科技' });
  });

  it('profile needs an eid', () => {
    const parsed = CompanyProfileQuerySchema.safeParse({ eid: ' ' });
    expect(parsed.success || messageOf(parsed.error)).toBe(messages.eidEmpty);
  });
});

describe('company summary', () => {
  const company = {
    eid: 'E1',
    name: '某某有限公司',
    legal_person: '张伟',
    reg_capital: '500万元人民币',
    reg_capital_wan: 500,
    found_date: '2016-03-18',
    status: '存续',
    province: '广东省',
    city: '深圳市',
    industry: '软件',
    credit_code: '91440300MA5D1234XY',
    tax_id: '91440300MA5D1234XY',
  };

  it('checks status, date and credit code', () => {
    expect(CompanySummarySchema.safeParse(company).success).toBe(true);
    expect(CompanySummarySchema.safeParse({ ...company, status: '正常' }).success).toBe(false);
    expect(CompanySummarySchema.safeParse({ ...company, found_date: '2016/03/18' }).success).toBe(
      false,
    );
    expect(
      CompanySummarySchema.safeParse({ ...company, credit_code: '91440300MA5D1234X' }).success,
    ).toBe(false);
    expect(
      CompanySummarySchema.safeParse({ ...company, credit_code: '91440300MA5D1234XI' }).success,
    ).toBe(false);
  });
});
