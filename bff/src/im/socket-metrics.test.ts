import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../plugins/metrics';
import { startChatApp, type ChatApp } from './testing/chat-app';
import { TestImClient } from './testing/ws-client';

const TOKEN = 'metrics-token-0123456789';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

let chat: ChatApp;
let base: string;

beforeAll(async () => {
  chat = await startChatApp(() => ({ METRICS_TOKEN: TOKEN }));
  ({ base } = chat);
});
afterAll(() => chat.close());

/** The sample lines of /metrics that start with `prefix`. */
async function samples(prefix: string): Promise<string[]> {
  const response = await fetch(`${base}${METRICS_PATH}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.text()).split('\n').filter((line) => line.startsWith(prefix));
}

async function visitorSocketUrl(jsCode: string): Promise<string> {
  const account = await fetch(`${base}/support/api/im/account/getOrCreate`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ js_code: jsCode, channel: 3 }),
  });
  expect(account.status).toBe(200);
  const cookie = account.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const ticket = await fetch(`${base}/api/bff/im/ticket`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ role: 'support' }),
  });
  expect(ticket.status).toBe(200);
  const { data } = (await ticket.json()) as { data: { secret: string } };
  return `${base.replace('http', 'ws')}/im?ticket=${encodeURIComponent(data.secret)}`;
}

const requests = (status: number) =>
  `ysy_http_requests_total{method="GET",route="/im",status="${status}"}`;
const visitors = 'ysy_chat_connections{role="support"}';

describe('chat sockets in /metrics', () => {
  it('counts an accepted upgrade as 101 and a refused one by its status, under the route', async () => {
    const client = await TestImClient.open(await visitorSocketUrl('metrics-visitor-01'));
    await expect(TestImClient.open(`${base.replace('http', 'ws')}/im`)).rejects.toThrow(
      'refused: 401',
    );
    const counted = await samples('ysy_http_requests_total{method="GET",route="/im"');
    expect(counted).toContain(`${requests(101)} 1`);
    expect(counted).toContain(`${requests(401)} 1`);
    expect(await samples(visitors)).toEqual([`${visitors} 1`]);

    // The gauge goes down once the server has seen the close.
    client.socket.close();
    let open = await samples(visitors);
    for (let tries = 0; open[0] !== `${visitors} 0` && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      open = await samples(visitors);
    }
    expect(open).toEqual([`${visitors} 0`]);
  });
});
