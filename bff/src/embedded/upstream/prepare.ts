import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDatabase } from './seed/seed';

/**
 * Readies the embedded upstream's database: versioned migrations, then the one-time seed with
 * its index build (a database that holds a seed is left as it is: stored needs, users and calls
 * survive restarts).
 */
export async function prepareDatabase(
  db: Db,
  opts: { companies: number; seed?: number; log?: (msg: string) => void },
): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const started = performance.now();
  const applied = await migrate(db);
  if (applied.length > 0) log(`applied migrations ${applied.join(', ')}`);
  await seedDatabase(db, { companies: opts.companies, seed: opts.seed, log });
  log(`database ready in ${Math.round(performance.now() - started)} ms`);
}
