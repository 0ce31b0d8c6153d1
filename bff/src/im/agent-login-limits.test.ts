import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentLogin, chatMessages } from '@ysy/contracts/chat/schemas';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { startEmbedded, type EmbeddedServices } from '../embedded/start';
import { openSeededDatabase, testDatabaseKinds } from '../embedded/testing/databases';
import { SUPPORT_AGENT } from '../embedded/upstream/seed/content';
import { captureLogs, testConfig, TEST_SUPPORT_API_KEY } from '../testing/test-config';

const AGENT_PASSWORD = 'agent-password-for-tests';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

let db: Db;
let embedded: EmbeddedServices;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  const [pglite] = testDatabaseKinds();
  db = await openSeededDatabase(pglite!, 50);
  embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
  app = await buildApp({
    config: testConfig({ AGENT_PASSWORD, RATE_LIMITS: 'standard' }),
    upstreamUrl: embedded.upstreamUrl,
    supportUrl: embedded.supportUrl,
    logStream: captureLogs().stream,
    imDb: db,
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await embedded.close();
  await db.close();
});

function attempt(account: string, password: string): Promise<Response> {
  return fetch(`${base}${agentLogin.bffPath}`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ account, password }),
  });
}

describe('staff login throttle', () => {
  it('refuses an account after 10 tries in 15 minutes, then an address after 20', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await attempt(SUPPORT_AGENT.accid, `wrong-password-${i}`)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(403), 429]);
    // Throttled means throttled: the right password does not get through either.
    const right = await attempt(SUPPORT_AGENT.accid, AGENT_PASSWORD);
    expect(right.status).toBe(429);
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await right.json()) as { msg: string }).msg).toBe(chatMessages.agentTooMany);

    // Other accounts from the same address: 10 more tries make 20, the next is refused.
    const others: number[] = [];
    for (let i = 0; i < 11; i += 1)
      others.push((await attempt(`staff_guess_${i}`, 'wrong-password')).status);
    expect(others).toEqual([...Array<number>(10).fill(403), 429]);
  });
});
