import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@ysy/contracts/endpoints';
import { ApiError, callApi } from './client';
import { writeKeys } from './idempotency-keys';

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number) =>
  new Response(
    JSON.stringify(status < 400 ? { code: 0, msg: '提交成功' } : { code: status, msg: '失败' }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The Idempotency-Key of each call made so far. */
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('a write’s idempotency key', () => {
  it('is the same for every try of the same content until the server answers', async () => {
    const need = { need: `同一份需求 ${Math.random()}`, phone: '13800138000' };
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reply(502))
      .mockResolvedValueOnce(reply(200))
      .mockResolvedValueOnce(reply(200));
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
    fetchMock.mockImplementation(() => Promise.resolve(reply(503)));
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
    fetchMock.mockImplementation(() => Promise.resolve(reply(200)));
    await callApi(endpoints.getLatestUser, {});
    await callApi(endpoints.getNav, {});
    expect(sentKeys()).toEqual([null, null]);
  });
});

describe('writeKeys', () => {
  it('keeps a key per content and lets an answer for an older key leave the held one', () => {
    let n = 0;
    const keys = writeKeys(() => `key-${++n}`);
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.answered('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.answered('key-2');
    expect(keys.keyFor('b')).toBe('key-3');
  });
});
