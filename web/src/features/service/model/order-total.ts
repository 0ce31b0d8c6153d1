import type { Plan, ServiceOffer } from '@ysy/contracts/service/schemas';
import { addDecimalStrings } from '../../../shared/helpers/add-decimal-strings';

export interface OrderSelection {
  planCode: string;
  termMonths: number;
  extras: readonly string[];
}

/** The price of `plan` for `termMonths`, if the plan offers that term. */
export function priceOf(plan: Plan | undefined, termMonths: number): string | undefined {
  return plan?.prices.find((p) => p.term_months === termMonths)?.price;
}

/**
 * The order's total: the plan's price for the term plus each chosen extra, added as decimal
 * strings so no binary rounding creeps into money (`1500.50 + 199` is exactly `1699.5`).
 * Undefined when the plan or term is not on offer.
 */
export function orderTotal(offer: ServiceOffer, selection: OrderSelection): string | undefined {
  const plan = offer.plans.find((p) => p.code === selection.planCode);
  const base = priceOf(plan, selection.termMonths);
  if (base === undefined) return undefined;
  return selection.extras.reduce((sum, code) => {
    const extra = offer.extras?.find((e) => e.code === code);
    return extra ? addDecimalStrings(sum, extra.price) : sum;
  }, base);
}

/** The starting selection: the recommended plan (else the first) at its longest term. */
export function defaultSelection(offer: ServiceOffer): OrderSelection {
  const plan = offer.plans.find((p) => p.recommended) ?? offer.plans[0];
  const terms = plan?.prices.map((p) => p.term_months) ?? [0];
  return { planCode: plan?.code ?? '', termMonths: Math.max(...terms), extras: [] };
}

/**
 * Changing plan keeps the term when the new plan offers it, otherwise takes the new plan's
 * longest term.
 */
export function selectPlan(offer: ServiceOffer, selection: OrderSelection, planCode: string) {
  const plan = offer.plans.find((p) => p.code === planCode);
  if (!plan) return selection;
  const keeps = plan.prices.some((p) => p.term_months === selection.termMonths);
  const termMonths = keeps
    ? selection.termMonths
    : Math.max(...plan.prices.map((p) => p.term_months));
  return { ...selection, planCode, termMonths };
}
