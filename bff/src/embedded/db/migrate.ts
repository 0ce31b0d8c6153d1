import type { Db } from './database';
import {
  loadMigrations as loadSet,
  migrate as migrateSet,
  type Migration,
  type MigrationSet,
} from '../../db/migrator';

export { SCHEMA_LOCK_KEY, type Migration } from '../../db/migrator';

/**
 * The embedded upstream's tables (the demo's companies, registers, users, site content). Its
 * records keep the table name they had before the BFF had a set of its own, so databases
 * migrated then carry on.
 */
export const EMBEDDED_MIGRATIONS: MigrationSet = {
  dir: new URL('./migrations/', import.meta.url),
  table: 'schema_migrations',
  retired: {
    // Chat's tables belong to the BFF (bff/src/db/migrations/001-chat.sql adopts them); databases
    // migrated before keep this record.
    5: 'chat',
  },
};

/** The embedded upstream's migration files, ordered by version. */
export function loadMigrations(): Promise<Migration[]> {
  return loadSet(EMBEDDED_MIGRATIONS);
}

/** Applies the embedded upstream's pending migrations; returns their versions. */
export function migrate(db: Db, migrations?: readonly Migration[]): Promise<number[]> {
  return migrateSet(db, EMBEDDED_MIGRATIONS, migrations);
}
