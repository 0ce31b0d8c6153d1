import type { CompanySort } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import {
  filterConditions,
  isCode,
  orCodeSql,
  rankSql,
  SqlParams,
  textMatchSql,
  type CompanyFilter,
} from './company-match';
import {
  capitalGroups,
  companiesOf,
  type CapitalGroup,
  matchesAtMost,
  nameMatchesByLength,
  type Field,
  type KeywordStats,
} from './gram-counts';
import { containsPattern, escapeLike, queryGrams } from './grams';

/**
 * The ids of one slice of a company search's results, in result order, without ranking every
 * match: a common word (科技 is in a fifth of all names) would otherwise rank hundreds of
 * thousands of rows for a page of ten.
 *
 * Relevance is read class by class (exact name, name prefix, name substring, exact person,
 * person substring, product or code); each class is already in its final order (shorter name,
 * then id), so a class is read only as far as the page needs, and later classes only when the
 * earlier ones ran out. Within a class a dense match is found by walking the (name length, id)
 * index and stopping after the page ("walk"); a sparse one by the gram index, sorting its few
 * matches ("look up"). The gram counts say which is cheaper before the query runs. A walk is
 * bounded: when the counts promised more than it found, the class is looked up instead, so a
 * wrong guess costs time, never results. The other sorts walk their own index (capital, founding
 * date) the same way.
 */

/**
 * Rough share of the register each filter keeps, for the choice only (never for a count): the
 * walk reads about `rows needed / density` rows, so overrating a filter makes a walk longer but
 * the bound keeps it finite.
 */
const FILTER_SHARE = { province: 0.1, capital: 0.25, status: 0.5, years: 0.3 } as const;

/** A walk reads at most this many times the rows its density estimate expects. */
const WALK_SLACK = 4;
/** …and never fewer than this many (small pages of dense words). */
const WALK_MIN_ROWS = 2000;

interface Branch {
  /** Conditions of the class (with the filters), without the gram lookup. */
  where: string;
  /** Which texts the class reads: its density comes from that field's count. */
  field: Field;
  /** Exact and prefix name classes use the name index, whatever the counts. */
  byName?: boolean;
  /** The exact-person class: its size is counted whole (KeywordStats.exactPersons). */
  wholePerson?: boolean;
}

function filterShare(filter: CompanyFilter, withCapital = true): number {
  let share = 1;
  if (filter.province) share *= FILTER_SHARE.province;
  if (filter.capital && withCapital) share *= FILTER_SHARE.capital;
  if (filter.status) share *= FILTER_SHARE.status;
  if (filter.yearFrom !== undefined || filter.yearTo !== undefined) share *= FILTER_SHARE.years;
  return share;
}

/**
 * How many rows to walk for `need` results of a class with `matches` expected matches among
 * `companies` rows, or null when looking the matches up is cheaper (a walk reads about
 * need / density rows; a look-up reads and sorts every match).
 */
export function walkRows(need: number, matches: number, companies: number): number | null {
  if (matches <= 0 || companies <= 0) return null;
  const density = matches / companies;
  const expected = need / density;
  if (expected >= matches) return null;
  return Math.min(companies, Math.max(WALK_MIN_ROWS, Math.ceil(expected * WALK_SLACK)));
}

/** ORDER BY of the non-relevance sorts over `company_search s`, with `rank` selected. */
const SORT_ORDER: Record<Exclude<CompanySort, 'relevance'>, string> = {
  capital_desc: 's.reg_capital DESC, s.rank, s.len, s.company_id',
  capital_asc: 's.reg_capital, s.rank, s.len, s.company_id',
  found_desc: 's.founded_on DESC, s.rank, s.len, s.company_id',
  found_asc: 's.founded_on, s.rank, s.len, s.company_id',
};

/**
 * The pieces of a query's SQL for one keyword; each parameter is added on first use, so that a
 * statement carries only the parameters it references (PostgreSQL cannot type unused ones).
 */
class Parts {
  readonly params = new SqlParams();
  private readonly memo = new Map<string, string>();
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
  get code(): string | undefined {
    return isCode(this.q) ? this.once('code', () => this.q.toUpperCase()) : undefined;
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
const CLASSES: readonly ((p: Parts, lookup: boolean) => Branch)[] = [
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
    // A whole credit code or tax number matches no text; its company is in this last class.
    where: `s.name NOT LIKE ${p.contains} AND s.persons NOT LIKE ${p.contains} AND ${orCodeSql(`${viaGrams(p, lookup)}s.products LIKE ${p.contains}`, p.code)}`,
    field: 'product',
  }),
];

/**
 * The columns a walk reads (and its conditions refer to) under the `s` alias. A walk of the name
 * class reads only what the (name length, id) index holds, so it never visits the table.
 */
const NAME_WALK_COLUMNS = `company_id, length(name) AS len, name, province, reg_capital, status,
  founded_on`;
const WALK_COLUMNS = `${NAME_WALK_COLUMNS}, persons, products`;

async function ids(db: Db, sql: string, params: unknown[]): Promise<number[]> {
  return (await db.query<{ id: number }>(sql, params)).map((row) => row.id);
}

/**
 * Where a walk of the names containing the keyword starts and how far it may go, or null when
 * looking them up is cheaper. Names shorter than the shortest that can hold every gram of the
 * keyword are skipped (the index starts at that length): a long word such as 网络科技 sits in long
 * names only, and walking every shorter name first would read most of the register.
 */
export function nameWalk(
  stats: KeywordStats,
  need: number,
  share: number,
  walked = 1,
): { from: number; rows: number } | null {
  const possible = nameMatchesByLength(stats);
  const names = stats.register.name_lengths;
  let from = -1;
  let rows = 0;
  let found = 0;
  for (let length = 0; length < possible.length && found < need; length++) {
    const here = possible[length] ?? 0;
    if (from < 0 && here === 0) continue;
    if (from < 0) from = length;
    const expected = here * share;
    const bucket = names[length] ?? 0;
    // Matches are taken as spread evenly over the names of one length (id order).
    if (found + expected >= need) rows += (bucket * (need - found)) / expected;
    else rows += bucket;
    found += expected;
  }
  // `walked`: the share of the register the walk reads (one capital amount's companies).
  rows *= walked;
  if (from < 0 || rows >= matchesAtMost(stats, 'name') * share) return null;
  return {
    from,
    rows: Math.min(
      Math.ceil(companiesOf(stats) * walked),
      Math.max(WALK_MIN_ROWS, Math.ceil(rows * WALK_SLACK)),
    ),
  };
}

/** No company can be in the class: some gram of the keyword is in no text the class reads. */
function emptyClass(stats: KeywordStats | undefined, branch: Branch, code: boolean): boolean {
  return stats !== undefined && !code && classSize(stats, branch) === 0;
}

/** At most how many companies are in the class (exactly, for the exact-person class). */
function classSize(stats: KeywordStats, branch: Branch): number {
  return branch.wholePerson ? stats.exactPersons : matchesAtMost(stats, branch.field);
}

/** Up to `need` ids of relevance class `index`, shortest name first. */
async function classIds(
  db: Db,
  filter: CompanyFilter,
  index: number,
  need: number,
  stats: KeywordStats | undefined,
  share: number,
  group: CapitalGroup | undefined,
): Promise<number[]> {
  const make = CLASSES[index];
  if (!make) return [];
  const probe = make(new Parts(filter), false);
  const code = isCode(filter.keyword) && index === CLASSES.length - 1;
  if (emptyClass(stats, probe, code)) return [];
  let walk: { from: number; rows: number } | null = null;
  // The rows a walk reads: one capital amount's (through its index), else the whole register.
  const population = stats ? (group?.companies ?? companiesOf(stats)) : 0;
  if (stats && !probe.byName) {
    if (probe.field === 'name')
      walk = nameWalk(stats, need, share, population / companiesOf(stats));
    else {
      const rows = walkRows(need, classSize(stats, probe) * share, population);
      walk = rows === null ? null : { from: 0, rows };
    }
  }
  if (walk) {
    const p = new Parts(filter);
    const where = p.withFilters(make(p, false).where);
    const amount = group ? ` AND reg_capital = ${p.params.add(group.capital)}` : '';
    const walked = await ids(
      db,
      `SELECT s.company_id AS id FROM (
         SELECT ${probe.field === 'name' ? NAME_WALK_COLUMNS : WALK_COLUMNS}
           FROM company_search WHERE length(name) >= ${p.params.add(walk.from)}${amount}
          ORDER BY length(name), company_id LIMIT ${p.params.add(walk.rows)}
       ) s WHERE ${where}
       ORDER BY s.len, s.company_id LIMIT ${p.params.add(need)}`,
      p.params.values,
    );
    if (walked.length === need || walk.rows >= population) return walked;
    // The counts promised more than the bounded walk found: look the class up instead.
  }
  // The exact and prefix classes are found through the name index; the others through grams.
  const p = new Parts(filter);
  const where = p.withFilters(make(p, true).where);
  return ids(
    db,
    `SELECT s.company_id AS id FROM company_search s WHERE ${where}
      ORDER BY length(s.name), s.company_id LIMIT ${p.params.add(need)}`,
    p.params.values,
  );
}

/** Up to `need` ids in a non-relevance sort (ties by relevance, then id). */
async function sortedIds(
  db: Db,
  filter: CompanyFilter,
  sort: Exclude<CompanySort, 'relevance'>,
  need: number,
  stats: KeywordStats | undefined,
  share: number,
): Promise<number[]> {
  if (stats && !isCode(filter.keyword) && matchesAtMost(stats, 'any') === 0) return [];
  const rows = stats
    ? walkRows(need, matchesAtMost(stats, 'any') * share, companiesOf(stats))
    : null;
  if (rows !== null) {
    const p = new Parts(filter);
    const where = p.withFilters(orCodeSql(textMatchSql(p.contains), p.code));
    const walked = await ids(
      db,
      `SELECT s.company_id AS id FROM (
         SELECT ${WALK_COLUMNS}, ${rankSql(p)} AS rank FROM company_search s
          ORDER BY ${SORT_ORDER[sort].replace('s.rank', 'rank').replace('s.len', 'len')} LIMIT ${p.params.add(rows)}
       ) s WHERE ${where}
       ORDER BY ${SORT_ORDER[sort]} LIMIT ${p.params.add(need)}`,
      p.params.values,
    );
    if (walked.length === need || rows >= (stats ? companiesOf(stats) : 0)) return walked;
  }
  const p = new Parts(filter);
  const where = p.withFilters(
    orCodeSql(`(s.grams @> ${p.grams}::text[] AND ${textMatchSql(p.contains)})`, p.code),
  );
  return ids(
    db,
    `SELECT s.company_id AS id FROM (
       SELECT s.company_id, s.reg_capital, s.founded_on, length(s.name) AS len, ${rankSql(p)} AS rank
         FROM company_search s WHERE ${where}
     ) s ORDER BY ${SORT_ORDER[sort]} LIMIT ${p.params.add(need)}`,
    p.params.values,
  );
}

/**
 * Up to this many matches are ranked whole for a capital sort; beyond, the matches are read
 * capital amount by capital amount.
 */
const RANK_WHOLE_UP_TO = 5000;

/**
 * A capital sort of a common word, capital amount by capital amount: registers use a handful of
 * round amounts (the largest, 10,000万, holds tens of thousands of companies at 1,000,000), and
 * within one amount the order is relevance, which the classes read without ranking the amount's
 * every match.
 */
async function byCapital(
  db: Db,
  filter: CompanyFilter,
  descending: boolean,
  offset: number,
  limit: number,
  stats: KeywordStats,
  groups: CapitalGroup[],
): Promise<number[]> {
  const bands = groups.map((group, i) => ({
    min: group.capital,
    max: groups[i + 1]?.capital ?? null,
    companies: group.companies,
  }));
  if (descending) bands.reverse();
  const chosen = filter.capital;
  const wanted = bands.filter(
    (band) => !chosen || (band.min >= chosen.min && (chosen.max === null || band.min < chosen.max)),
  );
  return concatenate(
    wanted.map(
      (band) => (need: number) =>
        relevanceIds(
          db,
          { ...filter, sort: 'relevance', capital: { min: band.min, max: band.max } },
          0,
          need,
          stats,
          (filterShare(filter, false) * band.companies) / companiesOf(stats),
          { capital: band.min, companies: band.companies },
        ),
    ),
    offset,
    limit,
  );
}

/**
 * Results `offset` to `offset + limit` of parts read one after another, each in result order:
 * `read(need)` gives up to `need` ids of its part, fewer when the part has no more. A part is read
 * only when the ones before it ran out.
 */
async function concatenate(
  parts: readonly ((need: number) => Promise<number[]>)[],
  offset: number,
  limit: number,
): Promise<number[]> {
  const out: number[] = [];
  let skip = offset;
  for (const read of parts) {
    if (out.length >= limit) break;
    const want = limit - out.length;
    const found = await read(skip + want);
    if (found.length <= skip) {
      skip -= found.length;
      continue;
    }
    out.push(...found.slice(skip, skip + want));
    skip = 0;
  }
  return out;
}

/** Ids of results `offset` to `offset + limit` of `filter`, in result order. */
export async function companyPageIds(
  db: Db,
  filter: CompanyFilter,
  offset: number,
  limit: number,
  stats: KeywordStats | undefined,
  share = filterShare(filter),
  rankWholeUpTo = RANK_WHOLE_UP_TO,
): Promise<number[]> {
  const sort = filter.sort ?? 'relevance';
  if (
    (sort === 'capital_desc' || sort === 'capital_asc') &&
    stats &&
    matchesAtMost(stats, 'any') * share > rankWholeUpTo
  ) {
    const groups = await capitalGroups(db);
    if (groups) return byCapital(db, filter, sort === 'capital_desc', offset, limit, stats, groups);
  }
  if (sort !== 'relevance') {
    const found = await sortedIds(db, filter, sort, offset + limit, stats, share);
    return found.slice(offset);
  }
  return relevanceIds(db, filter, offset, limit, stats, share, undefined);
}

/** Results `offset` to `offset + limit` in relevance order, class by class. */
async function relevanceIds(
  db: Db,
  filter: CompanyFilter,
  offset: number,
  limit: number,
  stats: KeywordStats | undefined,
  share: number,
  group: CapitalGroup | undefined,
): Promise<number[]> {
  return concatenate(
    CLASSES.map(
      (_, index) => (need: number) => classIds(db, filter, index, need, stats, share, group),
    ),
    offset,
    limit,
  );
}
