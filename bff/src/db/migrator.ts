import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';

/**
 * One migrator for every set of migrations in this repository: the BFF's own tables
 * (`bff/src/db/migrations`) and the embedded upstream's (`bff/src/embedded/db/migrations`). Both
 * may share one physical database (PGlite cannot be opened twice), so each set records what it
 * applied in its own table.
 */
export interface MigrationSet {
  /** The folder of `NNN-name.sql` files. */
  dir: URL;
  /** The table recording this set's applied versions. */
  table: string;
  /**
   * Versions once applied from this set whose file was moved elsewhere: their records stay
   * without a file. Any other applied version without a file, below the newest file, stops the
   * start.
   */
  retired?: Readonly<Record<number, string>>;
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_PATTERN = /^(\d{3})-([a-z0-9-]+)\.sql$/;
const TABLE_PATTERN = /^[a-z_]+$/;

/** Serialises migrations and seeding when several processes start against one server. */
export const SCHEMA_LOCK_KEY = 727_274_001;

/**
 * An applied migration whose file no longer matches what was applied (or is gone). A landed
 * migration is never edited: a database migrated before the edit would silently lack it.
 */
export class MigrationDriftError extends Error {
  constructor(readonly files: readonly string[]) {
    super(
      `迁移文件与数据库中已应用的版本不一致：${files.join('、')}。` +
        '已应用的迁移不能修改或删除；请恢复原文件，把改动写成新的迁移。',
    );
    this.name = 'MigrationDriftError';
  }
}

/** sha256 of the file's text, hex: what the record keeps to notice a changed file. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/** The file a migration of the set is (or was) read from, for messages. */
function fileOf(set: MigrationSet, version: number, name: string): string {
  return fileURLToPath(new URL(`${String(version).padStart(3, '0')}-${name}.sql`, set.dir));
}

/** The set's migration files, ordered by their three-digit version. */
export async function loadMigrations(set: MigrationSet): Promise<Migration[]> {
  const files = (await readdir(set.dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`migration file name not NNN-name.sql: ${file}`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`two migrations share version ${version}`);
    }
    if (set.retired?.[version] !== undefined) {
      throw new Error(`migration version ${version} is retired and cannot be reused: ${file}`);
    }
    migrations.push({
      version,
      name: match[2],
      sql: await readFile(new URL(file, set.dir), 'utf8'),
    });
  }
  return migrations;
}

async function lockSchema(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
}

/**
 * Creates the record table, or gives one made before checksums were recorded its checksum
 * column (null there means "applied before checksums existed").
 */
async function ensureTable(tx: Db, table: string): Promise<void> {
  await tx.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  );
  ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS checksum text`);
}

/**
 * Compares every applied record with its file. A record without a checksum takes the file's
 * current one: nothing can tell which text such a database applied, so the migrations written
 * after an edit (each idempotent) are what bring it up to date.
 */
async function verifyApplied(
  tx: Db,
  set: MigrationSet,
  byVersion: ReadonlyMap<number, Migration>,
): Promise<void> {
  const rows = await tx.query<{ version: number; name: string; checksum: string | null }>(
    `SELECT version, name, checksum FROM ${set.table} ORDER BY version`,
  );
  const drifted: string[] = [];
  const newest = Math.max(0, ...byVersion.keys());
  for (const row of rows) {
    const migration = byVersion.get(row.version);
    if (!migration) {
      // A version past this code's newest was applied by a newer release (instances updated one
      // at a time, or a rollback): this one keeps running on the tables it knows.
      if (set.retired?.[row.version] === undefined && row.version < newest) {
        drifted.push(fileOf(set, row.version, row.name));
      }
      continue;
    }
    const checksum = checksumOf(migration.sql);
    if (row.checksum === null) {
      await tx.query(`UPDATE ${set.table} SET checksum = $2 WHERE version = $1`, [
        row.version,
        checksum,
      ]);
    } else if (row.checksum !== checksum) {
      drifted.push(fileOf(set, migration.version, migration.name));
    }
  }
  if (drifted.length > 0) throw new MigrationDriftError(drifted);
}

/**
 * Checks what the set already applied against its files (see MigrationDriftError), then applies
 * every migration not yet recorded, in order, each in its own transaction together with its
 * record, so a failed migration leaves nothing half-applied. Returns the versions it applied.
 */
export async function migrate(
  db: Db,
  set: MigrationSet,
  migrations?: readonly Migration[],
): Promise<number[]> {
  if (!TABLE_PATTERN.test(set.table)) throw new Error(`bad migration table name ${set.table}`);
  const list = migrations ?? (await loadMigrations(set));
  const byVersion = new Map(list.map((m) => [m.version, m]));
  await db.transaction(async (tx) => {
    // Two servers starting at once would otherwise race on CREATE TABLE IF NOT EXISTS.
    await lockSchema(tx);
    await ensureTable(tx, set.table);
    await verifyApplied(tx, set, byVersion);
  });
  const applied: number[] = [];
  for (const migration of list) {
    const done = await db.transaction(async (tx) => {
      await lockSchema(tx);
      const rows = await tx.query<{ version: number }>(
        `SELECT version FROM ${set.table} WHERE version = $1`,
        [migration.version],
      );
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO ${set.table} (version, name, checksum) VALUES ($1, $2, $3)`, [
        migration.version,
        migration.name,
        checksumOf(migration.sql),
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
