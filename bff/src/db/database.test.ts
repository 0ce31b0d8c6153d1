import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

/** A statement that keeps PGlite (and so the event loop it runs on) busy for a few ms. */
const BUSY = 'SELECT count(*) FROM generate_series(1, 100000)';

describe('PGlite under a queue of statements', () => {
  it('lets the event loop run between queued statements, so a health check is not held behind all of them', async () => {
    db = await openDatabase({});
    await db.query(BUSY);
    let finished = 0;
    const queued = Array.from({ length: 20 }, () =>
      db?.query(BUSY).then(() => {
        finished += 1;
      }),
    );
    // What a request arriving now (a socket read, a timer) would see: the loop's next turn.
    const finishedAtNextTurn = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished)),
    );
    await Promise.all(queued);
    expect(finished).toBe(20);
    expect(finishedAtNextTurn).toBeLessThanOrEqual(2);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(postgresUrl === undefined)('PostgreSQL losing a connection', () => {
  it('a transaction whose connection is cut between statements fails; the process lives on', async () => {
    db = await openDatabase({ databaseUrl: postgresUrl });
    const killer = await openDatabase({ databaseUrl: postgresUrl });
    try {
      const cut = db.transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // What a restart does to a checked-out connection, while no query of it runs: the
        // 'error' event comes with nothing to take it (unheard, it would end this process).
        await killer.query('SELECT pg_terminate_backend($1)', [row?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await expect(cut).rejects.toThrow();
      // The pool goes on with a new connection.
      expect(await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'))).toEqual([
        { one: 1 },
      ]);
    } finally {
      await killer.close();
    }
  });
});
