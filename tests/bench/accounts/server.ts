import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@ysy/bff/app';
import { openDatabase, type Db } from '@ysy/bff/embedded/db/database';
import { startEmbedded } from '@ysy/bff/embedded/start';
import { recordChange } from '@ysy/bff/embedded/upstream/changes/recorder';
import { prepareDatabase } from '@ysy/bff/embedded/upstream/prepare';
import { TEST_SUPPORT_API_KEY, testConfig } from '@ysy/bff/testing/test-config';
import { isRecord } from '@ysy/contracts/common/is-record';
import { failOn, onStop, progress, ready } from '../proxy/servers/child-kit';
import { populate, type PopulationSpec } from './population';

/**
 * The product as `npm run serve` runs it, in one process: the embedded upstream on its database
 * (PGlite in `--pglite DIR`, or `--database-url`), seeded with `--companies` on first use, and
 * the BFF in front of it on 127.0.0.1. The bench (run.ts) reaches it over HTTP only, and asks this
 * process over IPC for what only the database's holder may do: populate the accounts, and record
 * a change through the recorder (PGlite is one process's, as `npm run demo:changes` is told
 * while a server holds the folder).
 */

type Request =
  | { id: number; type: 'populate'; spec: PopulationSpec }
  | { id: number; type: 'record'; companyId: number };

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

function specOf(value: unknown): PopulationSpec | undefined {
  if (!isRecord(value) || typeof value.readerAccount !== 'string') return undefined;
  const samples = Array.isArray(value.sampleAccounts) ? value.sampleAccounts : [];
  const [watched, alerts, watchers] = [value.watched, value.alerts, value.watchers].map(
    wholeNumber,
  );
  if (watched === undefined || alerts === undefined || watchers === undefined) return undefined;
  return {
    readerAccount: value.readerAccount,
    sampleAccounts: samples.filter((a): a is string => typeof a === 'string'),
    watched,
    alerts,
    watchers,
  };
}

function requestOf(message: unknown): Request | undefined {
  if (!isRecord(message)) return undefined;
  const id = wholeNumber(message.id);
  if (id === undefined) return undefined;
  const spec = specOf(message.spec);
  if (message.type === 'populate' && spec) return { id, type: 'populate', spec };
  const companyId = wholeNumber(message.companyId);
  if (message.type === 'record' && companyId !== undefined)
    return { id, type: 'record', companyId };
  return undefined;
}

/** A change that always applies: an address no earlier run wrote. */
async function recordOne(db: Db, companyId: number): Promise<{ ms: number; id: number }> {
  const address = `广东省深圳市南山区科技园基准路 ${Date.now()}-${process.hrtime.bigint() % 1000n} 号`;
  const started = performance.now();
  const row = await recordChange(
    db,
    {
      companyId,
      change: { kind: 'address', to: address },
      changedOn: new Date().toISOString().slice(0, 10),
    },
    new Date(),
  );
  return { ms: performance.now() - started, id: Number(row.id) };
}

function answer(db: Db) {
  return async (message: unknown): Promise<void> => {
    const request = requestOf(message);
    if (!request) {
      console.error(`not a request: ${JSON.stringify(message)}`);
      return;
    }
    try {
      const result =
        request.type === 'populate'
          ? await populate(db, request.spec)
          : await recordOne(db, request.companyId);
      process.send?.({ type: 'reply', id: request.id, result });
    } catch (error) {
      process.send?.({ type: 'reply', id: request.id, error: String(error) });
    }
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      pglite: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const config = testConfig({
    // The simulated WeChat login signs the bench's users in, as on the demo site.
    DEMO: '1',
    // Every request of the bench comes from one address: the per-address abuse limits would
    // refuse its sign-ins and reads (they have their own tests). Production refuses to relax
    // them, so this server runs without NODE_ENV=production, on the same code path otherwise.
    RATE_LIMITS: 'relaxed',
    LOG_LEVEL: 'warn',
  });
  const db = await openDatabase(
    values['database-url'] !== undefined
      ? { databaseUrl: values['database-url'] }
      : { dataDir: join(values.pglite ?? config.dataDir, 'pglite'), cacheMb: config.pgliteCacheMb },
  );
  await prepareDatabase(db, { companies: Number(values.companies ?? 2000), log: progress });
  const embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
  const app = await buildApp({
    config,
    upstreamUrl: embedded.upstreamUrl,
    supportUrl: embedded.supportUrl,
    imDb: db,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (message) => void answer(db)(message));
  onStop(async () => {
    await app.close();
    await embedded.close();
    await db.close();
  });
  const [version] = await db.query<{ version: string }>('SELECT version()');
  ready(url, { database: version?.version.split(' on ')[0] ?? '' });
}

failOn(main());
