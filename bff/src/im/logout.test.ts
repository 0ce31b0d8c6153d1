import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '@ysy/contracts/chat/schemas';
import { routes } from '@ysy/contracts/routes';
import { startChatApp, XHR, type ChatApp } from './testing/chat-app';
import { loginUser } from './testing/login';
import { TestImClient } from './testing/ws-client';

let chat: ChatApp;
let base: string;

beforeAll(async () => {
  chat = await startChatApp(() => ({ LOG_LEVEL: 'info' }));
  ({ base } = chat);
});
afterAll(() => chat.close());

async function ticket(cookie: string): Promise<Response> {
  return fetch(`${base}/api/bff/im/ticket`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ role: 'consultant' }),
  });
}

async function logout(cookie: string): Promise<void> {
  const res = await fetch(`${base}${routes.bffLogout.bffPath}`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: '{}',
  });
  expect(res.status).toBe(200);
}

describe('logout ends the consultant chat', () => {
  it('refuses a saved chat cookie replayed after logout, and a new login chats again', async () => {
    const saved = await loginUser(base, 'logout_user');
    expect((await ticket(saved)).status).toBe(200);
    await logout(saved);
    const replayed = await ticket(saved);
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as { msg: string }).msg).toBe(chatMessages.loggedOut);
    const again = await loginUser(base, 'logout_user');
    expect((await ticket(again)).status).toBe(200);
  });

  it('refuses at the socket a ticket taken before the logout', async () => {
    const saved = await loginUser(base, 'logout_socket_user');
    const res = await ticket(saved);
    const { data } = (await res.json()) as { data: { secret: string } };
    await logout(saved);
    const url = `${base.replace('http', 'ws')}/im?ticket=${encodeURIComponent(data.secret)}`;
    await expect(TestImClient.open(url)).rejects.toThrow('refused: 401');
  });
});
