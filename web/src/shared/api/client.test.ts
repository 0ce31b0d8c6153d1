import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@ysy/contracts/common/messages';
import { endpoints } from '@ysy/contracts/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { withQuery as buildUrl } from '@ysy/contracts/common/query-string';
import { ApiError, NoDataError, callApi, onSessionLost, sendCallsWith } from './client';

const getThing = { ...endpoints.companySearch, bffPath: '/api/thing' };
const postThing = { ...endpoints.publishDemand, bffPath: '/api/thing' };

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
    const data = { customList: { total: 0, page: 2, entInfos: [] } };
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 0, data }));
    const reply = await callApi(getThing, { query: { keyword: '科技 公司', page: 2 } });
    expect(reply).toEqual({ code: 0, data });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing?keyword=%E7%A7%91%E6%8A%80+%E5%85%AC%E5%8F%B8&page=2');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    // GETs carry it too: some (an SMS, a call) have side effects the BFF guards with it.
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends X-Requested-With and a JSON body on POST', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 0, msg: '提交成功' }));
    await callApi(postThing, { body: { need: '公司注册', phone: '13800138000' } });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ need: '公司注册', phone: '13800138000' }));
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
    await expect(
      callApi(postThing, { body: { need: 'x', phone: '13800138000' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
    off();
    await expect(
      callApi(postThing, { body: { need: 'x', phone: '13800138000' } }),
    ).rejects.toBeInstanceOf(ApiError);
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

  it('rejects a 200 that is not the shared envelope (an HTML page from a proxy)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const body of ['<html>ok</html>', JSON.stringify({ data: {} }), '']) {
      fetchMock.mockResolvedValue(new Response(body, { status: 200 }));
      await expect(callApi(getThing, { query: { keyword: 'x' } })).rejects.toMatchObject({
        msg: messages.upstreamBadReply,
      });
    }
  });
});

describe('calls of the server render', () => {
  it('go to the send of the query client that makes them, concurrently, and never to fetch', async () => {
    // Two pages drawn at once for two visitors: each page's calls must be its own visitor's.
    const pages = ['203.0.113.1', '203.0.113.2'].map((visitor) => {
      const client = new QueryClient();
      const seen: string[] = [];
      sendCallsWith(client, async (url) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(url);
        return jsonResponse(200, { code: 0, data: { visitor } });
      });
      return { client, seen, visitor };
    });
    const replies = await Promise.all(
      pages.flatMap(({ client }) => [
        callApi(getThing, { query: { keyword: 'a' }, client }),
        callApi(getThing, { query: { keyword: 'b' }, client }),
      ]),
    );
    expect(replies.map((r) => ('data' in r ? r.data : undefined))).toEqual([
      { visitor: '203.0.113.1' },
      { visitor: '203.0.113.1' },
      { visitor: '203.0.113.2' },
      { visitor: '203.0.113.2' },
    ]);
    for (const { seen } of pages)
      expect(seen.sort()).toEqual(['/api/thing?keyword=a', '/api/thing?keyword=b']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a query client the server render did not register calls with fetch (the browser)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 0, data: {} }));
    await callApi(getThing, { query: { keyword: 'a' }, client: new QueryClient() });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('the URL the client builds (withQuery)', () => {
  it('leaves out undefined and null values', () => {
    expect(buildUrl('/a', { x: 1, y: undefined, z: null })).toBe('/a?x=1');
    expect(buildUrl('/a', undefined)).toBe('/a');
    expect(buildUrl('/a', {})).toBe('/a');
  });
});

/** The Idempotency-Key of each call made so far. */
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('a write’s idempotency key', () => {
  it('is the same for every try of the same content until the server answers', async () => {
    const need = { need: `同一份需求 ${Math.random()}`, phone: '13800138000' };
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(502, { code: 502, msg: messages.upstreamError }))
      .mockResolvedValueOnce(jsonResponse(200, { code: 0, msg: '提交成功' }))
      .mockResolvedValueOnce(jsonResponse(200, { code: 0, msg: '提交成功' }));
    await expect(callApi(endpoints.publishDemand, { body: need })).rejects.toThrow(TypeError);
    await expect(callApi(endpoints.publishDemand, { body: need })).rejects.toThrow(ApiError);
    await callApi(endpoints.publishDemand, { body: need });
    // Stored: the same content sent again is a new submission.
    await callApi(endpoints.publishDemand, { body: need });
    const [first, second, third, fourth] = sentKeys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).not.toBe(first);
  });

  it('is new once the content changes', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(503, { code: 503, msg: messages.overloaded })),
    );
    const body = {
      topic: '其他' as const,
      name: '王',
      phone: '13912345678',
      message: '第一版留言',
    };
    await callApi(endpoints.contactMessage, { body }).catch(() => undefined);
    await callApi(endpoints.contactMessage, { body: { ...body, message: '改过的留言' } }).catch(
      () => undefined,
    );
    const [before, after] = sentKeys();
    expect(before).toBeTruthy();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('is sent only with the writes that take one', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { code: 0, msg: '提交成功' })),
    );
    await callApi(endpoints.getLatestUser, {});
    await callApi(endpoints.getNav, {});
    expect(sentKeys()).toEqual([null, null]);
  });
});
