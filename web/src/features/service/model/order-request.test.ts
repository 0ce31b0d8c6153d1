import { describe, expect, it } from 'vitest';
import { emptyOrderContact, orderRequest } from './order-request';

const selection = { planCode: 'basic', termMonths: 12, extras: ['seal'] };

describe('orderRequest', () => {
  it('trims the contact and leaves out empty optional fields', () => {
    const body = orderRequest('finance', selection, {
      ...emptyOrderContact,
      contactName: ' 张三 ',
      phone: ' 13800138000 ',
      companyName: '   ',
    });
    expect(body).toEqual({
      slug: 'finance',
      plan_code: 'basic',
      term_months: 12,
      extras: ['seal'],
      contact_name: '张三',
      phone: '13800138000',
    });
  });

  it('keeps a company name and a note when given', () => {
    const body = orderRequest('finance', selection, {
      contactName: '张三',
      phone: '13800138000',
      companyName: ' 易商云 ',
      note: ' 尽快 ',
    });
    expect(body).toMatchObject({ company_name: '易商云', note: '尽快' });
  });
});
