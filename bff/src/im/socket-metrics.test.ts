import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../plugins/metrics';
import { startChatApp, type ChatApp } from './testing/chat-app';
import { chatSocketUrl, chatVisitor } from './testing/login';
import { TestImClient } from './testing/ws-client';

const TOKEN = 'metrics-token-0123456789';

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

const requests = (status: number) =>
  `ysy_http_requests_total{method="GET",route="/im",status="${status}"}`;
const visitors = 'ysy_chat_connections{role="support"}';

describe('chat sockets in /metrics', () => {
  it('counts an accepted upgrade as 101 and a refused one by its status, under the route', async () => {
    const client = await TestImClient.open(
      await chatSocketUrl(base, (await chatVisitor(base, 'metrics-visitor-01')).cookie, 'support'),
    );
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
