import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '@ysy/bff/embedded/db/database';
import { prepareDatabase } from '@ysy/bff/embedded/upstream/prepare';
import { SESSION_COOKIE } from '@ysy/bff/plugins/session-cookie';
import { routes } from '@ysy/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XHR, createPostgresDatabase, phoneMaker, simulatedScan, startSystem } from './harness';

/**
 * Restarting the product keeps every stored need (issue "Done when"): publish through the BFF,
 * close the BFF, the embedded services and the database, open the same database again and run
 * `prepareDatabase` as a start does. It must neither reseed nor wipe.
 */

const COMPANIES = 300;

interface Place {
  name: string;
  /** Opens a new handle on the same stored database. */
  open(): Promise<Db>;
  /** Removes the stored database. */
  remove(): Promise<void>;
}

function pgliteInTempDir(): Place {
  const dir = mkdtempSync(join(tmpdir(), 'ysy-persist-'));
  return {
    name: 'PGlite in a temp dir',
    open: () => openDatabase({ dataDir: join(dir, 'pglite') }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgres(adminUrl: string): Promise<Place> {
  const database = await createPostgresDatabase(adminUrl);
  return {
    name: 'PostgreSQL',
    open: () => openDatabase({ databaseUrl: database.url }),
    remove: () => database.drop(),
  };
}

const places: Array<{ name: string; make(): Promise<Place> }> = [
  { name: 'PGlite in a temp dir', make: async () => pgliteInTempDir() },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) places.push({ name: 'PostgreSQL', make: () => postgres(adminUrl) });

const newPhone = phoneMaker();

/** What a reseed would change: the register's size and when its rows were written. */
async function registerFingerprint(db: Db) {
  const [row] = await db.query<{ companies: number; written: string; seed: unknown }>(
    `SELECT (SELECT count(*)::int FROM companies) AS companies,
            (SELECT max(created_at)::text FROM companies) AS written,
            (SELECT value FROM meta WHERE key = 'seed') AS seed`,
  );
  return row;
}

async function demandsOf(db: Db, phone: string) {
  return db.query<{ need: string; phone: string }>(
    'SELECT need, phone FROM demands WHERE phone = $1 ORDER BY id',
    [phone],
  );
}

/** One start of the product on `place`: open, prepare (as server.ts does), then the BFF. */
async function start(place: Place, companies = COMPANIES, tokensIssuedBefore: string[] = []) {
  const logs: string[] = [];
  const db = await place.open();
  await prepareDatabase(db, { companies, log: (msg) => logs.push(msg) });
  const sys = await startSystem({ db, tokensIssuedBefore });
  return {
    db,
    sys,
    logs,
    async stop() {
      await sys.close();
      await db.close();
    },
  };
}

describe.each(places)('restarting on $name', ({ make }) => {
  let place: Place;

  beforeAll(async () => {
    place = await make();
  });
  afterAll(async () => {
    await place?.remove();
  });

  it('keeps the published needs and the session, and neither reseeds nor wipes', async () => {
    const phone = newPhone();

    // First start: seeds, a visitor publishes a need, a user logs in.
    const first = await start(place);
    expect(first.logs.join('\n')).toMatch(new RegExp(`seeded ${COMPANIES} companies`));
    const published = await first.sys.send(
      first.sys
        .client()
        .post(routes.publishDemand.bffPath)
        .set(XHR)
        .send({ need: '公司注册', phone }),
    );
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ code: 0 });
    const scanned = await simulatedScan(first.sys, 'restart_user');
    const login = await first.sys.send(
      first.sys
        .client()
        .get(routes.wxLoginCallback.bffPath)
        .set(XHR)
        .set('Cookie', scanned.stateCookie)
        .query({ code: scanned.code, state: scanned.state }),
    );
    expect(login.body).toMatchObject({ code: 0 });
    const setCookie: unknown = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie.map(String) : [])
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const before = await registerFingerprint(first.db);
    expect(before?.companies).toBe(COMPANIES);
    expect(await demandsOf(first.db, phone)).toEqual([{ need: '公司注册', phone }]);
    expect(await first.sys.leakedSecrets()).toEqual([]);
    const tokens = first.sys.issuedTokens();
    expect(tokens.length).toBeGreaterThan(0);
    await first.stop();

    // Second start on the same database: nothing reseeded, the need is there, the login holds.
    const second = await start(place, COMPANIES, tokens);
    expect(second.logs.join('\n')).toMatch(/already seeded/);
    expect(await registerFingerprint(second.db)).toEqual(before);
    expect(await demandsOf(second.db, phone)).toEqual([{ need: '公司注册', phone }]);
    const user = await second.sys.send(
      second.sys
        .client()
        .post(routes.getLatestUser.bffPath)
        .set(XHR)
        .set('Cookie', cookie ?? '')
        .send({}),
    );
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ code: 0, data: { user: { name: 'restart_user' } } });
    const more = await second.sys.send(
      second.sys
        .client()
        .post(routes.publishDemand.bffPath)
        .set(XHR)
        .send({ need: '代理记账', phone }),
    );
    expect(more.body).toMatchObject({ code: 0 });
    const search = await second.sys.send(
      second.sys.client().get(routes.companySearchCount.bffPath).query({ keyword: '科技' }),
    );
    expect(search.body).toMatchObject({ code: 0 });
    expect(search.body.data.total).toBeGreaterThan(0);
    expect(await second.sys.leakedSecrets()).toEqual([]);
    await second.stop();

    // Third start with a different seed size (SEED_COMPANIES changed): still no reseed or wipe.
    const third = await start(place, COMPANIES * 2);
    expect(third.logs.join('\n')).toMatch(/already seeded/);
    expect(await registerFingerprint(third.db)).toEqual(before);
    expect(await demandsOf(third.db, phone)).toEqual([
      { need: '公司注册', phone },
      { need: '代理记账', phone },
    ]);
    await third.stop();
  });
});
