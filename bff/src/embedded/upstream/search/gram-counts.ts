import type { Db } from '../../db/database';
import { bulkInsert, type Columns } from '../../db/bulk-insert';
import { gramsOf, queryGrams } from './grams';

/**
 * How many companies hold each gram (table `search_gram_counts`): anywhere in their searchable
 * texts, in the name, in a person's name and in a product. A search reads the counts of its
 * keyword's grams before it runs, to choose how to find its page and whether to count or
 * estimate its total (company-search.ts).
 */
export interface GramCount {
  gram: string;
  n_any: number;
  n_name: number;
  n_person: number;
  n_product: number;
}

/** The gram of the row holding the number of companies (never a real gram). */
const TOTAL_ROW = '';

const COLUMNS: Columns<GramCount> = [
  ['gram', 'text'],
  ['n_any', 'int'],
  ['n_name', 'int'],
  ['n_person', 'int'],
  ['n_product', 'int'],
];

/** The searchable texts of a `company_search` row, as the seed writes them. */
export interface SearchTexts {
  name: string;
  persons: string;
  products: string;
  grams: readonly string[];
}

/** Counts grams over the rows the seed writes, batch by batch. */
export class GramCounter {
  private readonly counts = new Map<string, [number, number, number, number]>();
  private companies = 0;

  private bump(grams: Iterable<string>, field: 0 | 1 | 2 | 3): void {
    for (const gram of grams) {
      let entry = this.counts.get(gram);
      if (!entry) {
        entry = [0, 0, 0, 0];
        this.counts.set(gram, entry);
      }
      entry[field] += 1;
    }
  }

  add(rows: readonly SearchTexts[]): void {
    for (const row of rows) {
      this.companies += 1;
      this.bump(row.grams, 0);
      // Persons and products are stored space-separated; gramsOf never spans a space, so these
      // are the grams of the individual names and products.
      this.bump(gramsOf(row.name), 1);
      this.bump(gramsOf(row.persons), 2);
      this.bump(gramsOf(row.products), 3);
    }
  }

  rows(): GramCount[] {
    const out: GramCount[] = [
      {
        gram: TOTAL_ROW,
        n_any: this.companies,
        n_name: this.companies,
        n_person: this.companies,
        n_product: this.companies,
      },
    ];
    for (const [gram, [n_any, n_name, n_person, n_product]] of this.counts)
      out.push({ gram, n_any, n_name, n_person, n_product });
    return out;
  }
}

export async function writeGramCounts(db: Db, counter: GramCounter): Promise<void> {
  await db.exec('TRUNCATE search_gram_counts');
  await bulkInsert(db, 'search_gram_counts', COLUMNS, counter.rows(), 20_000);
}

/** What a search knows about its keyword before it runs. */
export interface KeywordStats {
  /** Companies in the register. */
  companies: number;
  /** The keyword's gram held by the fewest companies, with its counts. */
  rarest: GramCount;
  /** The keyword is one gram: `rarest.n_any` is its exact number of matches. */
  oneGram: boolean;
}

/**
 * The counts of `keyword`'s grams, or undefined when the database has none (seeded before the
 * counts existed) or the keyword has no gram (blank).
 */
export async function keywordStats(db: Db, keyword: string): Promise<KeywordStats | undefined> {
  const grams = queryGrams(keyword);
  if (grams.length === 0) return undefined;
  const rows = await db.query<GramCount>(
    `SELECT gram, n_any, n_name, n_person, n_product FROM search_gram_counts
      WHERE gram = ANY($1::text[])`,
    [[TOTAL_ROW, ...grams]],
  );
  const total = rows.find((row) => row.gram === TOTAL_ROW);
  if (!total) return undefined;
  // A gram no company holds has no row: nothing can match.
  const none: GramCount = { gram: '', n_any: 0, n_name: 0, n_person: 0, n_product: 0 };
  let rarest: GramCount | undefined;
  for (const gram of grams) {
    const row = rows.find((candidate) => candidate.gram === gram) ?? { ...none, gram };
    if (!rarest || row.n_any < rarest.n_any) rarest = row;
  }
  return { companies: total.n_any, rarest: rarest ?? none, oneGram: grams.length === 1 };
}
