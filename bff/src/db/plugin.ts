import fp from 'fastify-plugin';
import type { Db } from './database';
import { migrateBff } from './migrate';

export interface BffDatabaseOptions {
  db: Db;
}

/**
 * Brings the BFF's own tables up to date before anything uses them. A changed applied migration
 * stops the app from being built (MigrationDriftError, naming the file).
 */
export const bffDatabase = fp<BffDatabaseOptions>(
  async function bffDatabase(app, { db }) {
    const applied = await migrateBff(db);
    if (applied.length > 0) app.log.info({ applied }, "applied the BFF's own migrations");
  },
  { name: 'bff-database', fastify: '5.x' },
);
