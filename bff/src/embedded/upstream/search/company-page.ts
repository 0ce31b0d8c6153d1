import type { CompanySort } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import { mayMatchCode } from './code-match';
import { codeOnlyIds } from './code-only';
import { orCodeSql, rankSql, textMatchSql, type CompanyFilter } from './company-match';
import {
  capitalGroups,
  companiesOf,
  matchesAtMost,
  type CapitalGroup,
  type KeywordStats,
} from './gram-counts';
import { CLASSES, NAME_WALK_COLUMNS, Parts, WALK_COLUMNS } from './relevance-classes';
import { classSize, emptyClass, filterShare, nameWalk, noTextMatch, walkRows } from './walk-plan';

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

/** ORDER BY of the non-relevance sorts over `company_search s`, with `rank` selected. */
const SORT_ORDER: Record<Exclude<CompanySort, 'relevance'>, string> = {
  capital_desc: 's.reg_capital DESC, s.rank, s.len, s.company_id',
  capital_asc: 's.reg_capital, s.rank, s.len, s.company_id',
  found_desc: 's.founded_on DESC, s.rank, s.len, s.company_id',
  found_asc: 's.founded_on, s.rank, s.len, s.company_id',
};

async function ids(db: Db, sql: string, params: unknown[]): Promise<number[]> {
  return (await db.query<{ id: number }>(sql, params)).map((row) => row.id);
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
  const code = mayMatchCode(filter) && index === CLASSES.length - 1;
  if (emptyClass(stats, probe, code, filter)) return [];
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
  if (stats && !mayMatchCode(filter) && noTextMatch(stats, filter)) return [];
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
  if (stats && filter.codeIds !== undefined && noTextMatch(stats, filter))
    return codeOnlyIds(db, filter, offset, limit);
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
