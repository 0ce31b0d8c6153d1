import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { retryAfterMs, runVisitors } from './visitors';

let server: Server | undefined;
async function closeServer(): Promise<void> {
  const closing = server;
  server = undefined;
  if (closing === undefined) return;
  closing.closeAllConnections();
  await new Promise((resolve) => closing.close(resolve));
}
afterEach(closeServer);

/** A server that refuses every request with 503, with or without `Retry-After: 1`. */
async function refusing(retryAfter: boolean): Promise<{ url: string; asked: () => number }> {
  let asked = 0;
  server = createServer((_request, response) => {
    asked += 1;
    response.writeHead(503, retryAfter ? { 'retry-after': '1' } : {});
    response.end('{"code":503}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, asked: () => asked };
}

describe('virtual visitors', () => {
  it('wait Retry-After after a 503 when they honour it, as the 503 page does', async () => {
    const { url, asked } = await refusing(true);
    const result = await runVisitors({
      baseUrl: url,
      visitors: 2,
      seconds: 1.5,
      paths: ['/'],
      honourRetryAfter: true,
    });
    // Each asks at 0 s and again about 1 s later (a busy machine may delay the second past the
    // end): a few requests each, where re-sending at once makes hundreds.
    expect(asked()).toBeGreaterThanOrEqual(2);
    expect(asked()).toBeLessThanOrEqual(4);
    expect(result.shed).toHaveLength(asked());
    expect(result.shedWithoutRetryAfter).toBe(0);
    expect(result.accepted).toHaveLength(0);
  });

  it('re-send at once when they do not honour it, as autocannon does', async () => {
    const { url, asked } = await refusing(true);
    await runVisitors({
      baseUrl: url,
      visitors: 2,
      seconds: 0.5,
      paths: ['/'],
      honourRetryAfter: false,
    });
    expect(asked()).toBeGreaterThan(20);
  });

  it('re-send at once after a 503 without Retry-After, and count such 503s', async () => {
    const { url, asked } = await refusing(false);
    const result = await runVisitors({
      baseUrl: url,
      visitors: 2,
      seconds: 0.5,
      paths: ['/'],
      honourRetryAfter: true,
    });
    expect(asked()).toBeGreaterThan(20);
    expect(result.shedWithoutRetryAfter).toBe(result.shed.length);
  });

  it('count a refused connection as a connection error', async () => {
    const { url } = await refusing(true);
    await closeServer();
    const result = await runVisitors({
      baseUrl: url,
      visitors: 1,
      seconds: 0.2,
      paths: ['/'],
      honourRetryAfter: true,
    });
    expect(result.connectionErrors.get('ECONNREFUSED')).toBe(1);
  });
});

describe('retryAfterMs', () => {
  it('reads whole seconds and ignores anything else', () => {
    expect(retryAfterMs('5')).toBe(5_000);
    expect(retryAfterMs(['2'])).toBe(2_000);
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT')).toBeUndefined();
  });
});
