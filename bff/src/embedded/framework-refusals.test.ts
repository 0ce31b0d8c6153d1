import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-http';
import { openDatabase, type Db } from './db/database';
import { buildSupportApp } from './support/app';
import { buildUpstreamApp } from './upstream/app';

const KEY = 'test-support-key-0123456789';

let db: Db;
type HostName = 'upstream' | 'support';
const hosts = new Map<HostName, { app: FastifyInstance; port: number }>();

function host(name: HostName): { app: FastifyInstance; port: number } {
  const found = hosts.get(name);
  if (!found) throw new Error(`${name} did not start`);
  return found;
}

beforeAll(async () => {
  // Nothing below reaches a handler: an empty database is enough.
  db = await openDatabase({});
  for (const [name, app] of [
    ['upstream', await buildUpstreamApp({ db })],
    ['support', await buildSupportApp({ db, apiKey: KEY })],
  ] as const) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    hosts.set(name, { app, port: address.port });
  }
});
afterAll(async () => {
  for (const { app } of hosts.values()) await app.close();
  await db.close();
});

describe.each(['upstream', 'support'] as const)('the embedded %s host refuses', (name) => {
  it('a raw byte past ASCII in the URL in the product envelope, in Chinese', async () => {
    const answer = await rawRequest(
      host(name).port,
      'GET /api/a\u00ff HTTP/1.1\r\nHost: a\r\n\r\n',
    );
    expect(answer.status).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.body)).toEqual({ code: 400, msg: messages.unstorableText });
  });

  it('a path whose escapes do not decode, in Chinese', async () => {
    const res = await host(name).app.inject({ url: '/api/%FF/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: messages.unstorableText });
  });

  it('a body that is not JSON, of another type or too large, in Chinese', async () => {
    const { app } = host(name);
    const url = name === 'support' ? routes.getOrCreate.path : routes.publishDemand.path;
    const headers = { authorization: KEY };
    const cases = [
      { payload: '{"js_code":', type: 'application/json', status: 400 },
      { payload: 'a=1', type: 'text/xml', status: 415 },
      { payload: `{"a":"${'x'.repeat(1024 * 1024 + 1)}"}`, type: 'application/json', status: 413 },
    ];
    for (const { payload, type, status } of cases) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, 'content-type': type },
      });
      expect(res.statusCode, type).toBe(status);
      expect(res.json()).toEqual({ code: status, msg: messages.badRequest });
    }
  });
});
