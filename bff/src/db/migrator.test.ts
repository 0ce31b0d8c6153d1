import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { checksumOf, migrate, MigrationDriftError, type MigrationSet } from './migrator';
import { testDatabaseKinds } from '../embedded/testing/databases';

describe.each(testDatabaseKinds())('the migrator on $name', (kind) => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('records each checksum, refuses a changed or vanished file by name, and fills in old records', async () => {
    db = await kind.open();
    dir = await mkdtemp(join(tmpdir(), 'ysy-migrations-'));
    const set: MigrationSet = { dir: pathToFileURL(`${dir}/`), table: 'test_migrations' };
    const one = 'CREATE TABLE one (id int);';
    await writeFile(join(dir, '001-one.sql'), one);
    await writeFile(join(dir, '002-two.sql'), 'CREATE TABLE two (id int);');
    expect(await migrate(db, set)).toEqual([1, 2]);
    const recorded = await db.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM test_migrations ORDER BY version',
    );
    expect(recorded[0]).toEqual({ version: 1, checksum: checksumOf(one) });

    // An applied file edited afterwards: the start stops, naming the file, and applies nothing.
    await writeFile(join(dir, '001-one.sql'), 'CREATE TABLE one (id int, name text);');
    await writeFile(join(dir, '003-three.sql'), 'CREATE TABLE three (id int);');
    const edited = await migrate(db, set).catch((error: unknown) => error);
    expect(edited).toBeInstanceOf(MigrationDriftError);
    expect(String(edited)).toContain(join(dir, '001-one.sql'));
    expect(String(edited)).not.toContain('002-two.sql');
    const three = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'three'`,
    );
    expect(three[0]?.n).toBe(0);

    // Put back, the start goes on; a removed file is refused the same way.
    await writeFile(join(dir, '001-one.sql'), one);
    expect(await migrate(db, set)).toEqual([3]);
    await rm(join(dir, '002-two.sql'));
    await expect(migrate(db, set)).rejects.toThrow(join(dir, '002-two.sql'));
    await expect(migrate(db, { ...set, retired: { 2: 'two' } })).resolves.toEqual([]);
    // A release that does not know 003 yet (an older instance beside a newer one) still starts.
    await rm(join(dir, '003-three.sql'));
    await expect(migrate(db, { ...set, retired: { 2: 'two' } })).resolves.toEqual([]);
    await writeFile(join(dir, '003-three.sql'), 'CREATE TABLE three (id int);');

    // Records from before checksums existed take the file's checksum on the first start.
    await db.exec('UPDATE test_migrations SET checksum = NULL');
    await writeFile(join(dir, '002-two.sql'), 'CREATE TABLE two (id int);');
    expect(await migrate(db, set)).toEqual([]);
    const filled = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM test_migrations WHERE checksum IS NOT NULL',
    );
    expect(filled[0]?.n).toBe(3);
  });
});
