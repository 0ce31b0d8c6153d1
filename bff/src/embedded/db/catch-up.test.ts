import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { BFF_MIGRATIONS, migrateBff } from '../../db/migrate';
import { loadMigrations as loadMigrationSet } from '../../db/migrator';
import { loadMigrations, migrate } from './migrate';
import { testDatabaseKinds } from '../testing/databases';
import {
  CHAT_005_AS_SHIPPED,
  migrateAsBefore,
  SEARCH_COUNTS_023_HISTORY,
} from './testing/migrations-as-shipped';

/** The schema as the product reads it: every column's type and nullability, every index (both sets). */
async function schemaOf(db: Db): Promise<{ columns: string[]; indexes: string[] }> {
  const columns = await db.query<{ line: string }>(
    `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable AS line
       FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND table_name NOT IN ('schema_migrations', 'bff_schema_migrations')
      ORDER BY 1`,
  );
  const indexes = await db.query<{ line: string }>(
    `SELECT indexdef AS line FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`,
  );
  return { columns: columns.map((c) => c.line), indexes: indexes.map((i) => i.line) };
}

describe.each(testDatabaseKinds())('a database migrated by an earlier 023, on $name', (kind) => {
  const opened: Db[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });
  const open = async () => {
    const db = await kind.open();
    opened.push(db);
    return db;
  };

  it('reaches the schema of a fresh database, and a second start changes nothing', async () => {
    const fresh = await open();
    await migrate(fresh);
    await migrateBff(fresh);
    const today = await schemaOf(fresh);
    expect(today.columns).toContain('search_gram_counts.name_lengths jsonb NO');

    const current = await loadMigrations();
    const bffVersions = (await loadMigrationSet(BFF_MIGRATIONS)).map((m) => m.version);
    expect(bffVersions.slice(0, 2)).toEqual([1, 2]);
    for (const earlier of SEARCH_COUNTS_023_HISTORY) {
      const db = await open();
      // The files as they stood then: everything before 023, the chat's 005 still among them,
      // and 023 as that commit had it (024 came later).
      const then = current
        .filter((m) => m.version < 23)
        .concat(CHAT_005_AS_SHIPPED, { version: 23, name: 'search-counts', sql: earlier.sql })
        .sort((a, b) => a.version - b.version);
      await migrateAsBefore(db, then);
      const firstColumns = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'search_gram_counts'`,
      );
      // A seed of that time wrote counts in the shape it had.
      await db.query(
        `INSERT INTO search_gram_counts (${firstColumns.map((c) => c.column_name).join(', ')})
         SELECT 'x', 1, 1, 0, 0 ${firstColumns.length > 5 ? ", '[]'::jsonb" : ''}`,
      );

      // Every migration after 023 runs (024 on; later files join without editing this test).
      const later = current.filter((m) => m.version > 23).map((m) => m.version);
      expect(later.slice(0, 2)).toEqual([24, 25]);
      expect(await migrate(db), earlier.what).toEqual(later);
      // The BFF's own set runs whole (its later files join without editing this test either).
      expect(await migrateBff(db), earlier.what).toEqual(bffVersions);
      expect(await schemaOf(db), earlier.what).toEqual(today);
      expect(await migrate(db), earlier.what).toEqual([]);
      await db.close();
      opened.pop();
    }
  });
});
