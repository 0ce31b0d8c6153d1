import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';

describe('the seed’s change history', () => {
  let db: Db;
  beforeAll(async () => {
    const [pglite] = testDatabaseKinds();
    if (!pglite) throw new Error('no test database');
    db = await openSeededDatabase(pglite, 400);
  }, 120_000);
  afterAll(() => db.close());

  it('gives most companies one to a few changes, of every kind', async () => {
    const [spread] = await db.query<{ companies: number; with_changes: number; max: number }>(
      `SELECT (SELECT count(*)::int FROM companies) AS companies,
              count(DISTINCT company_id)::int AS with_changes,
              (SELECT max(n)::int FROM (SELECT count(*) AS n FROM company_changes GROUP BY company_id) m) AS max
         FROM company_changes`,
    );
    expect(spread?.with_changes).toBeGreaterThan((spread?.companies ?? 0) * 0.5);
    expect(spread?.with_changes).toBeLessThan(spread?.companies ?? 0);
    expect(spread?.max).toBeLessThanOrEqual(5);
    const kinds = await db.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM company_changes ORDER BY kind',
    );
    expect(kinds.map((k) => k.kind)).toEqual([
      'address',
      'annual_report',
      'business_scope',
      'copyright',
      'legal_person',
      'name',
      'patent',
      'reg_capital',
      'shareholder',
      'status',
      'trademark',
    ]);
  });

  it('ends each field’s change at the company’s current value, dated within its life', async () => {
    const disagreeing = await db.query(
      `SELECT x.company_id, x.kind, x.after
         FROM company_changes x JOIN companies c ON c.id = x.company_id
        WHERE x.after IS DISTINCT FROM CASE x.kind
                WHEN 'name' THEN c.name WHEN 'status' THEN c.status
                WHEN 'legal_person' THEN c.legal_person WHEN 'address' THEN c.address
                WHEN 'business_scope' THEN c.business_scope ELSE x.after END
           OR x.changed_on < c.founded_on OR x.changed_on > DATE '2025-06-30'
           OR (x.before IS NULL) <> (x.kind IN ('trademark', 'patent', 'copyright', 'annual_report'))`,
    );
    expect(disagreeing).toEqual([]);
  });

  it('makes a closed or moved company’s latest change its status', async () => {
    const rows = await db.query<{ status: string; latest: string }>(
      `SELECT c.status, (SELECT kind FROM company_changes x WHERE x.company_id = c.id
                          ORDER BY changed_on DESC, id DESC LIMIT 1) AS latest
         FROM companies c WHERE c.status IN ('注销', '吊销', '迁出')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.latest !== 'status')).toEqual([]);
  });
});
