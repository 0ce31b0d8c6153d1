import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@ysy/contracts/routes';
import type { Db } from './db/database';
import { openSeededDatabase, testDatabaseKinds } from './testing/databases';
import { startEmbedded, type EmbeddedServices } from './start';

describe('startEmbedded', () => {
  let db: Db;
  let services: EmbeddedServices;
  beforeAll(async () => {
    const [pglite] = testDatabaseKinds();
    db = await openSeededDatabase(pglite!, 50);
    services = await startEmbedded({ db, supportApiKey: 'start-test-key-0123456789' });
  });
  afterAll(async () => {
    await services.close();
    await db.close();
  });

  it('listens on loopback ports for the upstream and the support host', async () => {
    expect(services.upstreamUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(services.supportUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(services.supportUrl).not.toBe(services.upstreamUrl);

    const nav = await fetch(`${services.upstreamUrl}${routes.getNav.path}`);
    expect(nav.status).toBe(200);
    expect(((await nav.json()) as { code: number }).code).toBe(0);

    const kf = await fetch(`${services.supportUrl}${routes.kfAccount.path}`, {
      headers: { authorization: 'start-test-key-0123456789' },
    });
    expect(kf.status).toBe(200);
  });
});
