import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database';
import { prepareDatabase } from '../upstream/prepare';

/**
 * The databases the embedded upstream's tests run on: in-memory PGlite always, and a real
 * PostgreSQL server when TEST_DATABASE_URL is set (CI starts one). Each `open()` gets a fresh,
 * empty database; on PostgreSQL a throwaway database that `close()` drops again.
 */
export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(): Promise<Db>;
}

const pgliteKind: TestDatabaseKind = { name: 'pglite', open: () => openDatabase({}) };

function postgresKind(adminUrl: string): TestDatabaseKind {
  return {
    name: 'postgres',
    async open() {
      const name = `ysy_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ databaseUrl: url.toString() });
      return {
        ...db,
        async close() {
          await db.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          try {
            await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteKind, postgresKind(url)] : [pgliteKind];
}

/** A fresh database, migrated and seeded with `companies` companies (default seed). */
export async function openSeededDatabase(kind: TestDatabaseKind, companies = 500): Promise<Db> {
  const db = await kind.open();
  await prepareDatabase(db, { companies });
  return db;
}
