import type { MatchField } from '@ysy/contracts/company/schemas';

/** The texts of a company a keyword can match, as the search reads them. */
export interface MatchableCompany {
  name: string;
  legal_person: string;
  shareholders: readonly { name: string }[];
  members: readonly { name: string }[];
  products: readonly string[];
  business_scope?: string;
}

/**
 * Which field a keyword matched, in the order a reader cares about: the name, the legal
 * representative, a shareholder, another officer, a product, the business scope. Returns the
 * matched text too (the person or the product), so the page can say 命中：股东 张伟.
 * Comparison is case-insensitive, as the search is. Undefined when nothing matches (a search by
 * credit code or tax number).
 */
export function matchField(
  keyword: string,
  company: MatchableCompany,
): { field: MatchField; text: string } | undefined {
  const q = keyword.trim().toLowerCase();
  if (q === '') return undefined;
  const has = (text: string) => text.toLowerCase().includes(q);
  if (has(company.name)) return { field: 'name', text: company.name };
  if (has(company.legal_person)) return { field: 'legal_person', text: company.legal_person };
  const holder = company.shareholders.find((s) => has(s.name));
  if (holder) return { field: 'shareholder', text: holder.name };
  const member = company.members.find((m) => has(m.name));
  if (member) return { field: 'personnel', text: member.name };
  const product = company.products.find(has);
  if (product) return { field: 'product', text: product };
  if (company.business_scope && has(company.business_scope))
    return { field: 'scope', text: company.business_scope };
  return undefined;
}
