import { Readable } from 'node:stream';
import { messages } from '@ysy/contracts/common/messages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storableInput } from './storable-input';

/**
 * The body check watches the bytes of every request that has a body, however it is framed
 * (Content-Length or chunked), and leaves a request without one alone.
 */

const app = Fastify();
let stored: unknown[] = [];

beforeAll(async () => {
  await app.register(storableInput);
  app.post('/write', async (request) => {
    stored.push(request.body);
    return { code: 0 };
  });
  app.get('/read', async () => ({ code: 0 }));
  await app.ready();
});

afterAll(() => app.close());

const invalid = Buffer.concat([Buffer.from('{"need":"a'), Buffer.from([0xff]), Buffer.from('"}')]);

describe('the body check', () => {
  it('refuses invalid UTF-8 in a body sent with a Content-Length', async () => {
    stored = [];
    const reply = await app.inject({
      method: 'POST',
      url: '/write',
      headers: { 'content-type': 'application/json' },
      payload: invalid,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, msg: messages.unstorableText });
    expect(stored).toEqual([]);
  });

  it('refuses it in a chunked body (no Content-Length) too', async () => {
    stored = [];
    const reply = await app.inject({
      method: 'POST',
      url: '/write',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from([invalid.subarray(0, 8), invalid.subarray(8)]),
    });
    expect(reply.statusCode).toBe(400);
    expect(stored).toEqual([]);
  });

  it('passes a good body and a request without one', async () => {
    stored = [];
    const write = await app.inject({
      method: 'POST',
      url: '/write',
      payload: { need: '代理记账' },
    });
    expect(write.statusCode).toBe(200);
    expect(stored).toEqual([{ need: '代理记账' }]);
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
  });
});
