import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@ysy/bff/embedded/db/database';
import { startEmbedded } from '@ysy/bff/embedded/start';
import { prepareDatabase } from '@ysy/bff/embedded/upstream/prepare';
import { TEST_SUPPORT_API_KEY } from '@ysy/bff/testing/test-config';
import { failOn, onStop, progress, ready } from './child-kit';

/**
 * The real embedded upstream on its own PGlite database: `embedded-upstream.ts <companies> [dir]`.
 * Without `dir` the database goes into a fresh temp directory that is removed on stop; with one,
 * that directory is kept (and a database already seeded there is reused as it is).
 */

async function main(): Promise<void> {
  const companies = Number(process.argv[2]);
  if (!Number.isInteger(companies) || companies <= 0) throw new Error('usage: <companies> [dir]');
  const keep = process.argv[3];
  const dir = keep ?? mkdtempSync(join(tmpdir(), `ysy-bench-${companies}-`));

  const started = performance.now();
  const db = await openDatabase({ dataDir: dir });
  const opened = performance.now();
  let seeded = false;
  await prepareDatabase(db, {
    companies,
    log: (msg) => {
      if (msg.startsWith('seeded')) seeded = true;
      progress(msg);
    },
  });
  const prepared = performance.now();
  const embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });

  onStop(async () => {
    await embedded.close();
    await db.close();
    if (keep === undefined) rmSync(dir, { recursive: true, force: true });
  });
  ready(embedded.upstreamUrl, {
    openMs: Math.round(opened - started),
    prepareMs: Math.round(prepared - opened),
    seeded: seeded ? 1 : 0,
    dir,
    supportUrl: embedded.supportUrl,
  });
}

failOn(main());
