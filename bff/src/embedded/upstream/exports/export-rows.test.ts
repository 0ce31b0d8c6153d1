import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { matchField, type MatchableCompany } from '../search/match-field';
import { exportRows, toExportRow, type ListedCompany } from './export-rows';

type FullCompany = ListedCompany & MatchableCompany;

describe.each(testDatabaseKinds())('export rows on $name', (kind) => {
  let db: Db;
  let companies: FullCompany[];

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 120);
    // Not the table's order: the rows must follow the ids given.
    companies = await db.query<FullCompany>(
      `SELECT id, name, credit_code, legal_person, reg_capital, founded_on::text AS found_date,
              status, province, city, address, shareholders, members, products, business_scope
         FROM companies ORDER BY md5(id::text)`,
    );
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  async function rowsOf(keyword: string, ids: readonly number[], batch: number) {
    const rows: string[][] = [];
    for await (const part of exportRows(db, keyword, ids, batch)) {
      expect(part.length).toBeLessThanOrEqual(batch);
      rows.push(...part.map((row) => [...row]));
    }
    return rows;
  }

  // 张 matches legal representatives, shareholders and officers; 咨询 names, products, scopes and
  // shareholders; 有限 every name. The batch of 7 puts boundaries all through the list.
  it.each(['张', '咨询', '有限'])(
    'gives %s the rows of the ids in their order across batches, with the field it matched',
    async (keyword) => {
      const ids = companies.map((c) => c.id);
      const rows = await rowsOf(keyword, ids, 7);
      // As if each company were read whole and matched on all its texts.
      expect(rows).toEqual(companies.map((c) => [...toExportRow(c, matchField(keyword, c))]));
    },
  );

  it('names every kind of matched field among those keywords', () => {
    const fields = new Set(
      ['张', '咨询'].flatMap((keyword) => companies.map((c) => matchField(keyword, c)?.field)),
    );
    expect([...fields].sort()).toEqual(
      ['legal_person', 'name', 'personnel', 'product', 'scope', 'shareholder', undefined].sort(),
    );
  });

  it('reads nothing for no ids', async () => {
    expect(await rowsOf('张', [], 7)).toEqual([]);
  });
});
