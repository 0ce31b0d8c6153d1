import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentLogin, chatMessages } from '@ysy/contracts/chat/schemas';
import { SUPPORT_AGENT } from '../embedded/upstream/seed/content';
import { StaffPasswords } from './staff-passwords';
import { startChatApp, type ChatApp } from './testing/chat-app';

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const SUPPORT_PASSWORD = 'support-agent-own-password';
const CONSULTANT_PASSWORD = 'first-consultant-own-password';

let chat: ChatApp;
let consultants: string[];

beforeAll(async () => {
  chat = await startChatApp(async (db) => {
    consultants = (
      await db.query<{ accid: string }>(
        `SELECT accid FROM im_accounts WHERE kind = 'consultant' ORDER BY accid LIMIT 2`,
      )
    ).map((row) => row.accid);
    return {
      AGENT_ACCOUNTS: JSON.stringify({
        [SUPPORT_AGENT.accid]: SUPPORT_PASSWORD,
        [consultants[0]!]: CONSULTANT_PASSWORD,
      }),
    };
  });
});
afterAll(() => chat.close());

async function signIn(account: string, password: string): Promise<{ status: number; msg: string }> {
  const response = await fetch(`${chat.base}${agentLogin.bffPath}`, {
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
