import { messages } from '@ysy/contracts/common/messages';
import { routes } from '@ysy/contracts/routes';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { etagOf, PUBLIC_CACHE_CONTROL } from '../http/http-cache';
import { compileRoute, type UpstreamCaller } from './compile-route';
import { sendForStatus, sendPassed, sendRefused } from './send';

const client: UpstreamCaller = { basePath: '', request: () => Promise.reject(new Error('unused')) };
const route = compileRoute(routes.getNav, {
  upstreams: { upstream: client, support: client },
  supportApiKey: '',
  limiterFor: () => undefined,
});

/** Runs one step in a handler; the log lines it wrote are kept. */
async function run(
  step: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
  headers: Record<string, string> = {},
) {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  app.get('/t', async (request, reply) => step(request, reply) ?? reply.code(299).send('judge'));
  const res = await app.inject({ url: '/t', headers });
  await app.close();
  return { res, lines };
}

describe('sendForStatus', () => {
  it('passes 204 and 205 on, leaves 2xx and 4xx to be judged', async () => {
    expect((await run((q, r) => sendForStatus(route, 205, q, r))).res.statusCode).toBe(205);
    expect((await run((q, r) => sendForStatus(route, 200, q, r))).res.statusCode).toBe(299);
    expect((await run((q, r) => sendForStatus(route, 404, q, r))).res.statusCode).toBe(299);
  });

  it('turns 5xx, redirects, 401 and an unrefreshed 402/403 into a 502 the login is not lost by', async () => {
    for (const status of [500, 503, 302, 401, 402, 403, 101]) {
      const { res, lines } = await run((q, r) => sendForStatus(route, status, q, r));
      expect(res.statusCode, String(status)).toBe(502);
      expect(res.json()).toEqual({ code: 502, msg: messages.upstreamError });
      expect(lines[0]?.msg).toBe(`upstream answered ${status}: ${routes.getNav.path}`);
    }
  });
});

describe('sendRefused', () => {
  it('answers 502 and logs the path and the failing field', async () => {
    const refused = { ok: false as const, notJson: false, field: 'data.0.url', message: 'bad' };
    const { res, lines } = await run((q, r) => sendRefused(route, 200, refused, q, r));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 502, msg: messages.upstreamBadReply });
    expect(lines[0]).toMatchObject({ route: routes.getNav.path, field: 'data.0.url' });
    expect(lines[0]?.msg).toContain(`${routes.getNav.path} field "data.0.url"`);
    // A broken refusal (4xx) reads as the upstream's error.
    const failed = await run((q, r) => sendRefused(route, 404, refused, q, r));
    expect(failed.res.json()).toEqual({ code: 502, msg: messages.upstreamError });
  });

  it('says a reply is not JSON', async () => {
    const refused = { ok: false as const, notJson: true, field: '', message: '' };
    const { res, lines } = await run((q, r) => sendRefused(route, 200, refused, q, r));
    expect(res.json()).toEqual({ code: 502, msg: messages.upstreamBadReply });
    expect(lines[0]?.msg).toBe(`upstream reply is not JSON: ${routes.getNav.path}`);
  });
});

describe('sendPassed', () => {
  const body = Buffer.from('{"code":0}');
  const passed = { ok: true as const, code: 0, body, etag: etagOf(body), memoEntry: undefined };

  it('sends a public success with its ETag, and 304 when the browser has it', async () => {
    const first = await run((q, r) => sendPassed(200, passed, q, r));
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers.etag).toBe(passed.etag);
    expect(first.res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.res.body).toBe('{"code":0}');
    const again = await run((q, r) => sendPassed(200, passed, q, r), {
      'if-none-match': passed.etag,
    });
    expect(again.res.statusCode).toBe(304);
    expect(again.res.body).toBe('');
  });

  it('sends anything else as it is, with its status and no ETag', async () => {
    const { res } = await run((q, r) => sendPassed(404, { ...passed, etag: undefined }, q, r));
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
