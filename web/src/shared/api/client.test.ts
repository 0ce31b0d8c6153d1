import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@ysy/contracts/common/route';
import { envelope } from '@ysy/contracts/common/envelope';
import { messages } from '@ysy/contracts/common/messages';
import { ApiError, NoDataError, buildUrl, callApi, onSessionLost } from './client';

const getThing = defineRoute({
  id: 'getThing',
  method: 'GET',
  path: '/api/thing',
  summary: 'test',
  query: z.object({ keyword: z.string(), page: z.coerce.number().optional() }),
  reply: envelope(z.object({ name: z.string() })),
});

const postThing = defineRoute({
  id: 'postThing',
  method: 'POST',
  path: '/api/thing',
  summary: 'test',
  body: z.object({ need: z.string() }),
  reply: envelope(z.null()),
});

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('GETs the bff path with the query and parses the reply', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 0, data: { name: '易商云' } }));
    const reply = await callApi(getThing, { query: { keyword: '科技 公司', page: 2 } });
    expect(reply.data.name).toBe('易商云');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing?keyword=%E7%A7%91%E6%8A%80+%E5%85%AC%E5%8F%B8&page=2');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    // GETs carry it too: some (an SMS, a call) have side effects the BFF guards with it.
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends X-Requested-With and a JSON body on POST', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 0, data: null }));
    await callApi(postThing, { body: { need: '公司注册' } });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ need: '公司注册' }));
  });

  it('throws NoDataError on HTTP 205', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 205 }));
    const err = await callApi(getThing, { query: { keyword: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoDataError);
    expect((err as NoDataError).message).toBe('没有数据');
  });

  it('throws ApiError with the BFF message on non-2xx', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { code: 400, msg: messages.badRequest }));
    const err = await callApi(getThing, { query: { keyword: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 400, msg: messages.badRequest });
  });

  it('falls back to a Chinese message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const err = await callApi(getThing, { query: { keyword: 'x' } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 502, msg: messages.upstreamError });
  });

  it('calls the session-lost handlers on 401 before throwing', async () => {
    const lost = vi.fn();
    const off = onSessionLost(lost);
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(401, { code: 401, msg: messages.unauthorized })),
    );
    await expect(callApi(postThing, { body: { need: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
    off();
    await expect(callApi(postThing, { body: { need: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('does not call session-lost handlers on other errors', async () => {
    const lost = vi.fn();
    const off = onSessionLost(lost);
    fetchMock.mockResolvedValue(jsonResponse(403, { code: 403, msg: messages.csrfMissing }));
    await expect(callApi(getThing, { query: { keyword: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(lost).not.toHaveBeenCalled();
    off();
  });

  it('rejects a reply that breaks the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 0, data: { name: 42 } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(callApi(getThing, { query: { keyword: 'x' } })).rejects.toMatchObject({
      msg: messages.upstreamBadReply,
    });
  });
});

describe('buildUrl', () => {
  it('leaves out undefined and null values', () => {
    expect(buildUrl('/a', { x: 1, y: undefined, z: null })).toBe('/a?x=1');
    expect(buildUrl('/a', undefined)).toBe('/a');
    expect(buildUrl('/a', {})).toBe('/a');
  });
});
