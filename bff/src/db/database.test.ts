import { afterEach, describe, expect, it } from 'vitest';
import { oneAtATimeWithTurns, openDatabase, type Db } from './database';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

/** A statement that keeps PGlite (and so the event loop it runs on) busy for a few ms. */
const BUSY = 'SELECT count(*) FROM generate_series(1, 100000)';

describe('PGlite under a queue of statements', () => {
  it('lets the event loop run within the queue of statements, so a health check is not held behind all of them', async () => {
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
    // A slice of 10 ms holds a few of these statements, never the whole queue.
    expect(finishedAtNextTurn).toBeLessThan(20);
  });
});

/**
 * After one piece of work has begun a slice, queues `count` more and counts how many are done
 * when the loop next turns.
 */
async function doneAtNextTurn(run: ReturnType<typeof oneAtATimeWithTurns>, count: number) {
  await run(async () => undefined);
  let done = 0;
  const all = Array.from({ length: count }, () =>
    run(async () => {
      done += 1;
    }),
  );
  const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
  await Promise.all(all);
  return seen;
}

describe('statements in slices', () => {
  it('gives the loop a turn before a slice, and between slices once one has run its time', async () => {
    // A slice of 0 ms ends after each statement: one per turn.
    expect(await doneAtNextTurn(oneAtATimeWithTurns(0), 5)).toBeLessThanOrEqual(1);
  });

  it('runs queued statements back to back within a slice', async () => {
    // Under a crowd one statement per turn starved the requests let in: within its time a slice
    // runs what is queued without waiting for the loop.
    expect(await doneAtNextTurn(oneAtATimeWithTurns(60_000), 5)).toBe(5);
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
