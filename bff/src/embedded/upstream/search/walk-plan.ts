import type { CompanyFilter } from './company-match';
import {
  companiesOf,
  matchesAtMost,
  nameMatchesByLength,
  noneInProvince,
  type KeywordStats,
} from './gram-counts';
import type { Branch } from './relevance-classes';

/**
 * Whether a relevance class is walked (its index read in result order, stopping after the page)
 * or looked up (its few matches found through the gram index and sorted), and how far a walk
 * may read. The gram counts give the estimates; a wrong guess costs time, never results
 * (company-page.ts looks a class up when its walk found too few).
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

export function filterShare(filter: CompanyFilter, withCapital = true): number {
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

/**
 * No company's texts can match, by the counts: some gram of the keyword is in none, or in none
 * of the filtered province's companies (a city's name filtered to another province).
 */
export function noTextMatch(stats: KeywordStats, filter: CompanyFilter): boolean {
  if (matchesAtMost(stats, 'any') === 0) return true;
  return filter.province !== undefined && noneInProvince(stats, filter.province);
}

/**
 * No company can be in the class: some gram of the keyword is in no text the class reads, or no
 * text can match in the filtered province (`code`: the class also holds the code's companies).
 */
export function emptyClass(
  stats: KeywordStats | undefined,
  branch: Branch,
  code: boolean,
  filter: CompanyFilter,
): boolean {
  if (stats === undefined || code) return false;
  return classSize(stats, branch) === 0 || noTextMatch(stats, filter);
}

/** At most how many companies are in the class (exactly, for the exact-person class). */
export function classSize(stats: KeywordStats, branch: Branch): number {
  return branch.wholePerson ? stats.exactPersons : matchesAtMost(stats, branch.field);
}
