import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pageinspect } from '@electric-sql/pglite/contrib/pageinspect';
import pg from 'pg';

/**
 * The one database handle of the BFF and of the embedded upstream. The same SQL runs on PGlite (PostgreSQL
 * compiled to WebAssembly, in process) and on a PostgreSQL server through node-postgres.
 */
export interface Db {
  kind: 'pglite' | 'postgres';
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; a nested call joins the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** What /metrics shows of the database's load, read at each scrape. */
  stats?(): DbStats;
}

export interface DbStats {
  /** Statements and transactions begun and not yet finished (PGlite runs one, queues the rest). */
  inFlight: number;
  /** node-postgres' pool: connections open, idle, and callers waiting for one. */
  pool?: { total: number; idle: number; waiting: number };
}

/**
 * `db` with `stats`: the calls begun on it and not finished (a transaction counts once, as it
 * holds the connection throughout), and the pool's counts when there is a pool.
 */
function counted(db: Db, pool?: () => NonNullable<DbStats['pool']>): Db {
  let inFlight = 0;
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    ...db,
    query: <T>(sql: string, params?: unknown[]) => run(() => db.query<T>(sql, params)),
    exec: (sql: string) => run(() => db.exec(sql)),
    transaction: <T>(fn: (tx: Db) => Promise<T>) => run(() => db.transaction(fn)),
    stats: () => (pool ? { inFlight, pool: pool() } : { inFlight }),
  };
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL: use that server. */
  databaseUrl?: string;
  /** Otherwise PGlite, persisted in the directory `dataDir` (created if missing), or in memory when undefined. */
  dataDir?: string;
  /**
   * PGlite's page cache (shared_buffers) in MB; PostgreSQL's default of 128 when undefined. The
   * server gives its database room for the search tables (see prewarm.ts); the cache is
   * allocated when PGlite starts, so tests keep the default.
   */
  cacheMb?: number;
}

// Both drivers parse values the same way, so handlers never see a driver difference:
// bigint counts as numbers (they stay far below 2^53), numeric as numbers, and dates as the
// 'YYYY-MM-DD' text PostgreSQL prints (node-postgres would otherwise build a local-midnight Date).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

function toNumber(value: string): number {
  return Number(value);
}
function keepText(value: string): string {
  return value;
}

/**
 * PGlite attaches the query's parameters to its errors; they may hold personal data (phones,
 * tokens) and, for bulk inserts, megabytes. Logs get the message, code and SQL only.
 */
function withoutParams(error: unknown): unknown {
  if (error instanceof Error && 'params' in error) {
    Object.defineProperty(error, 'params', { value: undefined, enumerable: false });
  }
  return error;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return counted(await openPglite(opts.dataDir, opts.cacheMb));
}

async function openPglite(dataDir: string | undefined, cacheMb: number | undefined): Promise<Db> {
  let dir: string | undefined;
  if (dataDir !== undefined) {
    dir = path.resolve(dataDir);
    await mkdir(dir, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: keepText },
    // PGlite has no pg_prewarm; pageinspect's get_raw_page reads a page into the cache (prewarm.ts).
    extensions: { pageinspect },
    // One in-process server has no replicas to feed, so it keeps only the WAL that crash recovery
    // needs; a table emptied and filled in one transaction (the seed) then skips WAL entirely,
    // which makes the bulk load about a third cheaper.
    postgresqlconf: `wal_level = minimal\nmax_wal_senders = 0\n${
      cacheMb === undefined ? '' : `shared_buffers = ${cacheMb}MB\n`
    }`,
  });

  const inTurn = oneAtATimeWithTurns();
  interface Runner {
    query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
    exec(sql: string): Promise<unknown>;
  }
  const wrap = (runner: Runner, inTx: boolean): Db => {
    const db: Db = {
      kind: 'pglite',
      async query<T>(sql: string, params?: unknown[]) {
        try {
          const result = await (inTx
            ? runner.query<T>(sql, params)
            : inTurn(() => runner.query<T>(sql, params)));
          return result.rows;
        } catch (error) {
          throw withoutParams(error);
        }
      },
      async exec(sql: string) {
        try {
          await (inTx ? runner.exec(sql) : inTurn(() => runner.exec(sql)));
        } catch (error) {
          throw withoutParams(error);
        }
      },
      transaction<T>(fn: (tx: Db) => Promise<T>) {
        if (inTx) return fn(db);
        return inTurn(() => pglite.transaction((tx) => fn(wrap(tx, true))));
      },
      async close() {
        if (!inTx) await pglite.close();
      },
    };
    return db;
  };
  return wrap(pglite, false);
}

/**
 * PGlite runs in this thread and answers one statement at a time: the statements queued behind
 * its lock would run back to back in one drain of the microtask queue, so the event loop (every
 * socket, timer and /healthz) waited for the whole queue, seconds under a crowd. Here the
 * statements (a transaction holds PGlite throughout and counts as one) run back to back for at
 * most SLICE_MS, then the loop has a turn (setImmediate) before the next slice. One statement
 * per turn was too little: under a crowd a turn is tens of milliseconds of sockets, so the
 * database ran a dozen statements a second while the requests let in waited seconds for them.
 */
const SLICE_MS = 10;

export function oneAtATimeWithTurns(sliceMs = SLICE_MS) {
  let last: Promise<unknown> = Promise.resolve();
  let sliceStarted = Number.NEGATIVE_INFINITY;
  const nextTurn = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStarted = performance.now();
        resolve();
      }),
    );
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last
      .then(() => (performance.now() - sliceStarted < sliceMs ? undefined : nextTurn()))
      .then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const parsers: Record<number, (value: string) => unknown> = {
    [INT8]: toNumber,
    [NUMERIC]: toNumber,
    [DATE]: keepText,
  };
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  // Fail at start-up rather than on the first request when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  const wrapClient = (client: pg.PoolClient): Db => {
    const db: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params?: unknown[]) {
        const result = await client.query(sql, params);
        return result.rows as T[];
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      transaction: (fn) => fn(db),
      close: async () => undefined,
    };
    return db;
  };

  const shared: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      // A checked-out client whose connection drops (the server restarts) while no query of its
      // runs emits 'error' with no one to take it, and an unheard 'error' ends the process: the
      // pool listens to idle clients only. Heard here; the client is then dropped, not reused.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    async close() {
      await pool.end();
    },
  };
  return counted(shared, () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
}
