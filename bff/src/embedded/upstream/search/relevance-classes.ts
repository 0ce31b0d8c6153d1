import { codeMatchSql } from './code-match';
import { filterConditions, orCodeSql, SqlParams, type CompanyFilter } from './company-match';
import type { Field } from './gram-counts';
import { containsPattern, escapeLike, queryGrams } from './grams';

/**
 * The relevance classes of a company search (exact name, name prefix, name substring, exact
 * person, person substring, product or code) as SQL conditions over `company_search s`, in
 * result order; company-page.ts reads them one after another.
 */

export interface Branch {
  /** Conditions of the class (with the filters), without the gram lookup. */
  where: string;
  /** Which texts the class reads: its density comes from that field's count. */
  field: Field;
  /** Exact and prefix name classes use the name index, whatever the counts. */
  byName?: boolean;
  /** The exact-person class: its size is counted whole (KeywordStats.exactPersons). */
  wholePerson?: boolean;
}

/**
 * The pieces of a query's SQL for one keyword; each parameter is added on first use, so that a
 * statement carries only the parameters it references (PostgreSQL cannot type unused ones).
 */
export class Parts {
  readonly params = new SqlParams();
  private readonly memo = new Map<string, string | undefined>();
  readonly q: string;

  constructor(readonly filter: CompanyFilter) {
    this.q = filter.keyword.trim().toLowerCase();
  }

  private once(name: string, value: () => unknown): string {
    let placeholder = this.memo.get(name);
    if (placeholder === undefined) {
      placeholder = this.params.add(value());
      this.memo.set(name, placeholder);
    }
    return placeholder;
  }

  get exact(): string {
    return this.once('exact', () => this.q);
  }
  get prefix(): string {
    return this.once('prefix', () => `${escapeLike(this.q)}%`);
  }
  get contains(): string {
    return this.once('contains', () => containsPattern(this.q));
  }
  get person(): string {
    return this.once('person', () => `% ${escapeLike(this.q)} %`);
  }
  get grams(): string {
    return this.once('grams', () => queryGrams(this.q));
  }
  /** The condition of the companies the keyword matches by code, if it may match any. */
  get code(): string | undefined {
    if (!this.memo.has('code')) this.memo.set('code', codeMatchSql(this.filter, this.params));
    return this.memo.get('code');
  }
  withFilters(condition: string): string {
    return [condition, ...filterConditions(this.filter, this.params)].join(' AND ');
  }
}

/** `s.grams @> …` when a class is looked up through the gram index, else nothing. */
function viaGrams(p: Parts, lookup: boolean): string {
  return lookup ? `s.grams @> ${p.grams}::text[] AND ` : '';
}

/**
 * The relevance classes in result order; each row of the register is in at most one. `lookup`:
 * the class is found through the gram index (a walk reads the rows in order instead).
 */
export const CLASSES: readonly ((p: Parts, lookup: boolean) => Branch)[] = [
  (p) => ({ where: `s.name = ${p.exact}`, field: 'name', byName: true }),
  (p) => ({
    where: `s.name LIKE ${p.prefix} AND s.name <> ${p.exact}`,
    field: 'name',
    byName: true,
  }),
  (p, lookup) => ({
    where: `${viaGrams(p, lookup)}s.name LIKE ${p.contains} AND s.name NOT LIKE ${p.prefix}`,
    field: 'name',
  }),
  (p, lookup) => ({
    where: `${viaGrams(p, lookup)}s.name NOT LIKE ${p.contains} AND s.persons LIKE ${p.person}`,
    field: 'person',
    wholePerson: true,
  }),
  (p, lookup) => ({
    where: `${viaGrams(p, lookup)}s.name NOT LIKE ${p.contains} AND s.persons NOT LIKE ${p.person} AND s.persons LIKE ${p.contains}`,
    field: 'person',
  }),
  (p, lookup) => ({
    // A credit code or tax number matches no text; its companies are in this last class.
    where: `s.name NOT LIKE ${p.contains} AND s.persons NOT LIKE ${p.contains} AND ${orCodeSql(`${viaGrams(p, lookup)}s.products LIKE ${p.contains}`, p.code)}`,
    field: 'product',
  }),
];

/**
 * The columns a walk reads (and its conditions refer to) under the `s` alias. A walk of the name
 * class reads only what the (name length, id) index holds, so it never visits the table.
 */
export const NAME_WALK_COLUMNS = `company_id, length(name) AS len, name, province, reg_capital, status,
  founded_on`;
export const WALK_COLUMNS = `${NAME_WALK_COLUMNS}, persons, products`;
