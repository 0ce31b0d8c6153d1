import { messages } from '@ysy/contracts/common/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-http';
import { clientErrorHandler, frameworkErrors } from './framework-refusals';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify({ logger: false, clientErrorHandler, frameworkErrors });
  app.get('/files/:id', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(() => app.close());

const raw = (head: string) => rawRequest(port, head);

const refusal = (msg: string, code = 400) => JSON.stringify({ code, msg });

describe('refusals made before any hook runs answer in the product envelope', () => {
  it('a raw byte past ASCII in the URL, a NUL or a control character in a header', async () => {
    for (const head of [
      'GET /files/a\u00ff HTTP/1.1\r\nHost: a\r\n\r\n',
      'GET /files/1?k=\u00e6\u0098\u0093 HTTP/1.1\r\nHost: a\r\n\r\n',
      'GET /files/1 HTTP/1.1\r\nHost: a\r\nCookie: a=\u0000\r\n\r\n',
      'GET /files/1 HTTP/1.1\r\nHost: a\r\nOrigin: \u0001\r\n\r\n',
    ]) {
      const answer = await raw(head);
      expect(answer.status, JSON.stringify(head)).toBe('HTTP/1.1 400 Bad Request');
      expect(answer.body).toBe(refusal(messages.unstorableText));
    }
  });

  it('a malformed request line is a plain bad request', async () => {
    expect((await raw('NOPE\r\n\r\n')).body).toBe(refusal(messages.badRequest));
  });

  it('a path parameter whose escapes do not decode', async () => {
    for (const path of ['/files/%FF', '/files/%ED%A0%80']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(400);
      expect(res.body).toBe(refusal(messages.unstorableText));
    }
    const malformed = await app.inject({ method: 'GET', url: '/files/%E6%98' });
    expect(malformed.statusCode).toBe(400);
  });
});
