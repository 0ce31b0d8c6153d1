import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_PATTERN = /^(\d{3})-([a-z0-9-]+)\.sql$/;

/** Serialises migrations and seeding when several processes start against one server. */
export const SCHEMA_LOCK_KEY = 727_274_001;

/** The migration files in `migrations/`, ordered by their three-digit version. */
export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`migration file name not NNN-name.sql: ${file}`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`two migrations share version ${version}`);
    }
    migrations.push({ version, name: match[2], sql: await readFile(new URL(file, dir), 'utf8') });
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in order, each in its own
 * transaction together with its record, so a failed migration leaves nothing half-applied.
 * Returns the versions it applied.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const list = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    // Two servers starting at once would otherwise race on CREATE TABLE IF NOT EXISTS.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of list) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      const rows = await tx.query<{ version: number }>(
        'SELECT version FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
