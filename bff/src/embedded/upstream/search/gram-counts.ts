import type { Db } from '../../db/database';
import { bulkInsert, type Columns } from '../../db/bulk-insert';
import { gramsOf, queryGrams } from './grams';

/**
 * How many companies hold each gram (table `search_gram_counts`): anywhere in their searchable
 * texts, in the name, in a person's name and in a product, and how many names of each length
 * hold it. A search reads the counts of its keyword's grams before it runs, to choose how to find
 * its page and whether to count or estimate its total (company-page.ts, company-count.ts).
 */
export interface GramCount {
  gram: string;
  n_any: number;
  n_name: number;
  n_person: number;
  n_product: number;
  /** Index: a name's length in characters; value: names of that length holding the gram. */
  name_lengths: number[];
  /** Companies holding the gram per province (none: left out); null when not counted. */
  provinces: Record<string, number> | null;
}

export type Field = 'any' | 'name' | 'person' | 'product';

/** The gram of the row holding the number of companies (never a real gram). */
const TOTAL_ROW = '';

/**
 * Rows keyed by this mark and a whole person's name count the companies with a person of exactly
 * that name (in `n_person`): the exact-person class of a search (王伟 as a whole name, not in
 * 王伟明) cannot be told from gram counts, and the commonest surname alone is in most registers'
 * persons but is nobody's whole name. The mark never occurs in text, so no gram starts with it.
 */
const PERSON_MARK = '\u0001';

/**
 * Rows keyed by this mark and a registered capital (in 万元) count the companies with exactly that
 * capital (in `n_any`). Registers use a handful of round amounts, so a sort by capital reads the
 * matches capital by capital (company-page.ts), and needs to know the amounts and their sizes.
 */
const CAPITAL_MARK = '\u0002';

const COLUMNS: Columns<GramCount> = [
  ['gram', 'text'],
  ['n_any', 'int'],
  ['n_name', 'int'],
  ['n_person', 'int'],
  ['n_product', 'int'],
  ['name_lengths', 'jsonb'],
  ['provinces', 'jsonb'],
];

/** The searchable texts of a `company_search` row, as the seed writes them. */
export interface SearchTexts {
  name: string;
  persons: string;
  products: string;
  reg_capital: number;
  province: string;
  grams: readonly string[];
}

interface Tally {
  any: number;
  name: number;
  person: number;
  product: number;
  lengths: number[];
  provinces: Map<string, number>;
}

function newTally(): Tally {
  return { any: 0, name: 0, person: 0, product: 0, lengths: [], provinces: new Map() };
}

function bumpLength(lengths: number[], length: number): void {
  while (lengths.length <= length) lengths.push(0);
  lengths[length] = (lengths[length] ?? 0) + 1;
}

function bumpProvince(tally: Tally, province: string): void {
  tally.provinces.set(province, (tally.provinces.get(province) ?? 0) + 1);
}

/** Counts grams over the rows the seed writes, batch by batch. */
export class GramCounter {
  private readonly tallies = new Map<string, Tally>();
  private readonly total: Tally = newTally();

  private tally(gram: string): Tally {
    let entry = this.tallies.get(gram);
    if (!entry) {
      entry = newTally();
      this.tallies.set(gram, entry);
    }
    return entry;
  }

  add(rows: readonly SearchTexts[]): void {
    for (const row of rows) {
      // SQL's length(name): characters, not UTF-16 units.
      const length = Array.from(row.name).length;
      for (const field of ['any', 'name', 'person', 'product'] as const) this.total[field] += 1;
      bumpLength(this.total.lengths, length);
      bumpProvince(this.total, row.province);
      for (const gram of row.grams) {
        const entry = this.tally(gram);
        entry.any += 1;
        bumpProvince(entry, row.province);
      }
      for (const gram of gramsOf(row.name)) {
        const entry = this.tally(gram);
        entry.name += 1;
        bumpLength(entry.lengths, length);
      }
      // Persons and products are stored space-separated; gramsOf never spans a space, so these
      // are the grams of the individual names and products.
      for (const gram of gramsOf(row.persons)) this.tally(gram).person += 1;
      this.tally(CAPITAL_MARK + String(row.reg_capital)).any += 1;
      for (const person of new Set(row.persons.split(' ')))
        if (person !== '') this.tally(PERSON_MARK + person).person += 1;
      for (const gram of gramsOf(row.products)) this.tally(gram).product += 1;
    }
  }

  rows(): GramCount[] {
    const row = (gram: string, t: Tally): GramCount => ({
      gram,
      n_any: t.any,
      n_name: t.name,
      n_person: t.person,
      n_product: t.product,
      name_lengths: t.lengths,
      // Only the texts' grams and the register are counted by province (the marked rows are not).
      provinces: t.provinces.size > 0 ? Object.fromEntries(t.provinces) : null,
    });
    return [row(TOTAL_ROW, this.total), ...[...this.tallies].map(([gram, t]) => row(gram, t))];
  }
}

export async function writeGramCounts(db: Db, counter: GramCounter): Promise<void> {
  await db.exec('TRUNCATE search_gram_counts');
  await bulkInsert(db, 'search_gram_counts', COLUMNS, counter.rows(), 20_000);
}

/** What a search knows about its keyword before it runs. */
export interface KeywordStats {
  /** The register's row: the number of companies, and of names of each length. */
  register: GramCount;
  /** One row per gram of the keyword (zeros for a gram no company holds). */
  grams: GramCount[];
  /** Companies with a person whose whole name is the keyword. */
  exactPersons: number;
}

/**
 * The number of companies in the register as the seed counted it (the counts' total row), or
 * undefined for a database seeded before the counts existed. Counting 200,000 rows takes about a
 * tenth of a second on PGlite; this is one index read.
 */
export async function registerSize(db: Db): Promise<number | undefined> {
  const rows = await db.query<{ n_any: number }>(
    'SELECT n_any FROM search_gram_counts WHERE gram = $1',
    [TOTAL_ROW],
  );
  return rows[0]?.n_any;
}

/** Companies in the register. */
export function companiesOf(stats: KeywordStats): number {
  return stats.register.n_any;
}

/** The keyword is one gram: its count is its exact number of matches (in any text). */
export function isOneGram(stats: KeywordStats): boolean {
  return stats.grams.length === 1;
}

function countIn(row: GramCount, field: Field): number {
  switch (field) {
    case 'any':
      return row.n_any;
    case 'name':
      return row.n_name;
    case 'person':
      return row.n_person;
    case 'product':
      return row.n_product;
  }
}

/** The keyword's gram held by the fewest companies in `field`: at most that many match there. */
export function rarestIn(stats: KeywordStats, field: Field): GramCount {
  let rarest = stats.grams[0] ?? stats.register;
  for (const row of stats.grams) if (countIn(row, field) < countIn(rarest, field)) rarest = row;
  return rarest;
}

export function matchesAtMost(stats: KeywordStats, field: Field): number {
  return countIn(rarestIn(stats, field), field);
}

/**
 * For names of each length, at most how many hold the keyword (the least of its grams' counts at
 * that length): a name must hold every gram of the keyword.
 */
export function nameMatchesByLength(stats: KeywordStats): number[] {
  const out: number[] = [];
  const longest = stats.register.name_lengths.length;
  for (let length = 0; length < longest; length++) {
    let least = Infinity;
    for (const row of stats.grams) least = Math.min(least, row.name_lengths[length] ?? 0);
    out.push(stats.grams.length === 0 ? 0 : least);
  }
  return out;
}

/**
 * The counts of `keyword`'s grams, or undefined when the database has none (seeded before the
 * counts existed) or the keyword has no gram (blank).
 */
export async function keywordStats(db: Db, keyword: string): Promise<KeywordStats | undefined> {
  const grams = queryGrams(keyword);
  if (grams.length === 0) return undefined;
  const person = PERSON_MARK + keyword.trim().toLowerCase();
  const rows = await db.query<GramCount>(
    `SELECT gram, n_any, n_name, n_person, n_product, name_lengths, provinces FROM search_gram_counts
      WHERE gram = ANY($1::text[])`,
    [[TOTAL_ROW, person, ...grams]],
  );
  const register = rows.find((row) => row.gram === TOTAL_ROW);
  if (!register) return undefined;
  return {
    register,
    exactPersons: rows.find((row) => row.gram === person)?.n_person ?? 0,
    grams: grams.map(
      (gram) =>
        rows.find((row) => row.gram === gram) ?? {
          gram,
          n_any: 0,
          n_name: 0,
          n_person: 0,
          n_product: 0,
          name_lengths: [],
          provinces: {},
        },
    ),
  };
}

/**
 * No company holds every gram of the keyword in `province`, by the counts: a search filtered to it
 * has no text match. False when the provinces are not counted (a database seeded before they
 * were), so that the search reads its rows instead.
 */
export function noneInProvince(stats: KeywordStats, province: string): boolean {
  if (stats.register.provinces === null) return false;
  return stats.grams.some((row) => row.provinces !== null && (row.provinces[province] ?? 0) === 0);
}

/** A registered capital amount (万元) and how many companies have exactly it. */
export interface CapitalGroup {
  capital: number;
  companies: number;
}

/**
 * The register's capital amounts in ascending order with their sizes, or undefined when they are
 * not counted (a database seeded before the counts) or too many to read one by one.
 */
export async function capitalGroups(db: Db, most = 64): Promise<CapitalGroup[] | undefined> {
  const rows = await db.query<{ gram: string; n_any: number }>(
    `SELECT gram, n_any FROM search_gram_counts WHERE gram >= $1 AND gram < $2 LIMIT $3`,
    [CAPITAL_MARK, String.fromCharCode(CAPITAL_MARK.charCodeAt(0) + 1), most + 1],
  );
  if (rows.length === 0 || rows.length > most) return undefined;
  return rows
    .map((row) => ({ capital: Number(row.gram.slice(1)), companies: row.n_any }))
    .sort((a, b) => a.capital - b.capital);
}
