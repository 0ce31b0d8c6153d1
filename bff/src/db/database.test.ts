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
