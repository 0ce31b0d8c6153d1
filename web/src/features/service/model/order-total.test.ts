import type { ServiceOffer } from '@ysy/contracts/service/schemas';
import { describe, expect, it } from 'vitest';
import { defaultSelection, orderTotal, selectPlan } from './order-total';

const offer: ServiceOffer = {
  slug: 'buyfinance',
  service_id: 2,
  name: '代理记账',
  headline: '',
  intro: '',
  included: [],
  steps: [],
  faqs: [],
  plans: [
    {
      code: 'small',
      name: '小规模',
      features: [],
      recommended: true,
      prices: [
        { term_months: 6, price: '1494' },
        { term_months: 12, price: '2388' },
      ],
    },
    { code: 'zero', name: '零申报', features: [], prices: [{ term_months: 6, price: '594.1' }] },
  ],
  extras: [
    { code: 'annual', name: '年报', price: '199' },
    { code: 'audit', name: '审计', price: '1500.2' },
  ],
};

describe('orderTotal', () => {
  it('adds the term price and the chosen extras exactly (no 0.1 + 0.2 drift)', () => {
    expect(orderTotal(offer, { planCode: 'small', termMonths: 12, extras: [] })).toBe('2388');
    expect(
      orderTotal(offer, { planCode: 'zero', termMonths: 6, extras: ['annual', 'audit'] }),
    ).toBe('2293.3');
  });

  it('has no total for a term the plan does not offer or an unknown plan', () => {
    expect(orderTotal(offer, { planCode: 'zero', termMonths: 12, extras: [] })).toBeUndefined();
    expect(orderTotal(offer, { planCode: 'gold', termMonths: 12, extras: [] })).toBeUndefined();
  });

  it('starts with the recommended plan at its longest term', () => {
    expect(defaultSelection(offer)).toEqual({ planCode: 'small', termMonths: 12, extras: [] });
  });

  it('keeps the term when the new plan has it, else takes its longest', () => {
    const start = { planCode: 'small', termMonths: 6, extras: ['annual'] };
    expect(selectPlan(offer, start, 'zero')).toEqual({
      planCode: 'zero',
      termMonths: 6,
      extras: ['annual'],
    });
    expect(selectPlan(offer, { ...start, termMonths: 12 }, 'zero').termMonths).toBe(6);
  });
});
