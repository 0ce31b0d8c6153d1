import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentLogin, chatMessages } from '@ysy/contracts/chat/schemas';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { startEmbedded, type EmbeddedServices } from '../embedded/start';
import { openSeededDatabase, testDatabaseKinds } from '../embedded/testing/databases';
import { SUPPORT_AGENT } from '../embedded/upstream/seed/content';
import { testConfig, TEST_SUPPORT_API_KEY } from '../testing/test-config';
import { StaffPasswords } from './staff-passwords';

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const SUPPORT_PASSWORD = 'support-agent-own-password';
const CONSULTANT_PASSWORD = 'first-consultant-own-password';

let db: Db;
let embedded: EmbeddedServices;
let app: FastifyInstance;
let base: string;
let consultants: string[];

beforeAll(async () => {
  const [pglite] = testDatabaseKinds();
  db = await openSeededDatabase(pglite!, 50);
  embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
  consultants = (
    await db.query<{ accid: string }>(
      `SELECT accid FROM im_accounts WHERE kind = 'consultant' ORDER BY accid LIMIT 2`,
    )
  ).map((row) => row.accid);
  app = await buildApp({
    config: testConfig({
      AGENT_ACCOUNTS: JSON.stringify({
        [SUPPORT_AGENT.accid]: SUPPORT_PASSWORD,
        [consultants[0]!]: CONSULTANT_PASSWORD,
      }),
    }),
    upstreamUrl: embedded.upstreamUrl,
    supportUrl: embedded.supportUrl,
    imDb: db,
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await embedded.close();
  await db.close();
});

async function signIn(account: string, password: string): Promise<{ status: number; msg: string }> {
  const response = await fetch(`${base}${agentLogin.bffPath}`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ account, password }),
  });
  const body = (await response.json()) as { msg?: string };
  return { status: response.status, msg: body.msg ?? '' };
}

describe('staff credentials (AGENT_ACCOUNTS)', () => {
  it('let each staff account in with its own password only', async () => {
    expect(consultants).toHaveLength(2);
    expect((await signIn(SUPPORT_AGENT.accid, SUPPORT_PASSWORD)).status).toBe(200);
    expect((await signIn(consultants[0]!, CONSULTANT_PASSWORD)).status).toBe(200);
    // Another account's password opens nothing, nor does any password an unlisted account.
    const refused = { status: 403, msg: chatMessages.agentRefused };
    expect(await signIn(SUPPORT_AGENT.accid, CONSULTANT_PASSWORD)).toEqual(refused);
    expect(await signIn(consultants[0]!, SUPPORT_PASSWORD)).toEqual(refused);
    expect(await signIn(consultants[1]!, SUPPORT_PASSWORD)).toEqual(refused);
    expect(await signIn(consultants[1]!, CONSULTANT_PASSWORD)).toEqual(refused);
  });
});

describe('StaffPasswords', () => {
  it('uses the development password for every account only when none has its own', async () => {
    const shared = await StaffPasswords.from({
      agentAccounts: undefined,
      agentPassword: 'dev-pass',
    });
    expect(await shared.verify('ysy_kf_001', 'dev-pass')).toBe(true);
    expect(await shared.verify('anyone', 'dev-pass')).toBe(true);
    expect(await shared.verify('ysy_kf_001', 'dev-pass ')).toBe(false);
    const none = await StaffPasswords.from({ agentAccounts: undefined, agentPassword: undefined });
    expect(await none.verify('ysy_kf_001', '')).toBe(false);
  });
});
