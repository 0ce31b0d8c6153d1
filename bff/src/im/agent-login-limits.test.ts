import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentLogin, chatMessages } from '@ysy/contracts/chat/schemas';
import { SUPPORT_AGENT } from '../embedded/upstream/seed/content';
import { startChatApp, XHR, type ChatApp } from './testing/chat-app';

const AGENT_PASSWORD = 'agent-password-for-tests';

let chat: ChatApp;

beforeAll(async () => {
  chat = await startChatApp(() => ({ AGENT_PASSWORD, RATE_LIMITS: 'standard' }));
});
afterAll(() => chat.close());

function attempt(account: string, password: string): Promise<Response> {
  return fetch(`${chat.base}${agentLogin.bffPath}`, {
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
