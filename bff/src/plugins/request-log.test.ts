import type { FastifyInstance } from 'fastify';
import { endpoints } from '@ysy/contracts/endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { captureLogs, testConfig } from '../testing/test-config';

// Nothing listens here: /healthz never reaches an upstream.
const NOWHERE = 'http://127.0.0.1:9';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build() {
  const logs = captureLogs();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    upstreamUrl: NOWHERE,
    supportUrl: NOWHERE,
    logStream: logs.stream,
  });
  return { app, logs };
}

function completedLines(logs: ReturnType<typeof captureLogs>) {
  return logs.lines.filter((line) => line.msg === 'request completed');
}

describe('request id', () => {
  it("keeps a proxy's id: sent back as x-request-id and on the request's log line", async () => {
    const { app, logs } = await build();
    // haproxy's unique-id-format: hex, colons and underscores.
    const id = '7F000001:C6B2_7F000001:1F90_67E1A2B3_0001:2C1A';
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    expect(completedLines(logs)).toEqual([expect.objectContaining({ reqId: id, status: 200 })]);
  });

  it('gives a request without one, or with one that is not sane, a fresh UUID', async () => {
    const { app, logs } = await build();
    const bare = await app.inject({ url: '/healthz' });
    const forged = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'x"} injected\tline' },
    });
    const long = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'a'.repeat(129) },
    });
    const ids = [bare, forged, long].map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect(completedLines(logs).map((line) => line.reqId)).toEqual(ids);
  });

  it('names the id on a refusal too (404 of an unknown API path)', async () => {
    const { app, logs } = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/api/no/such/path',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('req-42');
    expect(completedLines(logs)).toEqual([expect.objectContaining({ reqId: 'req-42' })]);
  });

  it('logs a 503 the instance chose at warn, any other 5xx at error', async () => {
    const { app, logs } = await build();
    // Not ready: the upstream does not answer.
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    // The upstream cannot be reached: a failure, not a choice.
    const nav = await app.inject({ url: endpoints.getNav.bffPath });
    expect(nav.statusCode).toBe(502);
    const levels = completedLines(logs).map((line) => [line.status, line.level]);
    expect(levels).toContainEqual([503, 40]);
    expect(levels).toContainEqual([502, 50]);
  });
});
