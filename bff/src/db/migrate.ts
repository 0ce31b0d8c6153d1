import type { Db } from './database';
import { migrate, type Migration, type MigrationSet } from './migrator';

/**
 * The BFF's own tables: the embedded IM hub's accounts, messages, conversations and uploads (and
 * whatever later BFF features store). In front of real services these are the only tables the
 * BFF creates; in the embedded default they share the database with the embedded upstream's set,
 * which runs first there (its first migration made `im_accounts`, which this set adopts).
 */
export const BFF_MIGRATIONS: MigrationSet = {
  dir: new URL('./migrations/', import.meta.url),
  table: 'bff_schema_migrations',
};

/** Applies the BFF's pending migrations after checking the applied ones; returns their versions. */
export function migrateBff(db: Db, migrations?: readonly Migration[]): Promise<number[]> {
  return migrate(db, BFF_MIGRATIONS, migrations);
}
