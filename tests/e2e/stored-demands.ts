import { expect, test } from '@playwright/test';
import pg from 'pg';

/**
 * Reads the `demands` table the embedded upstream writes, to prove a need published in the
 * browser was stored. Only possible on PostgreSQL (E2E_DATABASE_URL, set by .ci/run): PGlite's
 * files belong to the running server. Without it the check is skipped and says so in the report.
 */
export async function expectStoredDemand(need: string, phone: string): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) {
    test.info().annotations.push({
      type: 'db-check-skipped',
      description: `E2E_DATABASE_URL is not set, so the demands row for ${phone} was not read (PGlite cannot be opened while the server runs)`,
    });
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ need: string; phone: string }>(
      'SELECT need, phone FROM demands WHERE phone = $1 ORDER BY id',
      [phone],
    );
    expect(rows).toEqual([{ need, phone }]);
  } finally {
    await client.end();
  }
}
