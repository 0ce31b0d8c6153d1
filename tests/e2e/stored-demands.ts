import { expect, test } from '@playwright/test';
import pg from 'pg';
import { storedDemandsDatabase } from './stored-demands-database';

/**
 * Reads the `demands` table the embedded upstream writes, to prove a need published in the
 * browser was stored. Needs E2E_DATABASE_URL (set by .ci/run): without it a local run skips the
 * check and says so in the report, and a CI run fails.
 */
export async function expectStoredDemand(need: string, phone: string): Promise<void> {
  const database = storedDemandsDatabase(process.env);
  if (database.mode === 'fail') throw new Error(database.reason);
  if (database.mode === 'skip') {
    test.info().annotations.push({
      type: 'db-check-skipped',
      description: `${database.reason}; the row for ${phone} was not checked`,
    });
    return;
  }
  const url = database.url;
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
