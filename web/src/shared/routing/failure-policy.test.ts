import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { idOrNotFound, orNotFound, orPageError, replyOrNotFound } from './failure-policy';

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('orNotFound', () => {
  it('passes a good reply through', async () => {
    await expect(orNotFound(Promise.resolve({ code: 1 }), (r) => r.code === 1)).resolves.toEqual({
      code: 1,
    });
  });

  it('redirects to /404 on a failure code', async () => {
    const error = await caught(orNotFound(Promise.resolve({ code: 0 }), (r) => r.code === 1));
    expect(isRedirect(error)).toBe(true);
    expect(isRedirect(error) && error.options.to).toBe('/404');
  });

  it('redirects to /404 when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await caught(orNotFound(Promise.reject(new Error('502')), () => true));
    expect(isRedirect(error) && error.options.to).toBe('/404');
  });
});

describe('replyOrNotFound', () => {
  it('redirects to /404 on a reply with a failure code, sent as 200 or as a 4xx answer', async () => {
    const wrongCode = await caught(
      replyOrNotFound(Promise.resolve({ code: 1 }), (r) => r.code === 0),
    );
    expect(isRedirect(wrongCode) && wrongCode.options.to).toBe('/404');
    const refused = await caught(
      replyOrNotFound(Promise.reject(new ApiError(400, 1, '页码过大')), () => true),
    );
    expect(isRedirect(refused) && refused.options.to).toBe('/404');
  });

  it('leaves a transport failure (5xx, timeout, rate limit, network) to the page', async () => {
    const failures = [
      new ApiError(502, 502, '上游服务异常'),
      new ApiError(504, 504, '上游服务超时'),
      new ApiError(429, 429, '请求过于频繁'),
      new TypeError('Failed to fetch'),
      new DOMException('The operation timed out.', 'TimeoutError'),
    ];
    for (const failure of failures) {
      await expect(replyOrNotFound(Promise.reject(failure), () => true)).resolves.toBeUndefined();
    }
  });

  it('settles on a good reply', async () => {
    await expect(
      replyOrNotFound(Promise.resolve({ code: 0 }), (r) => r.code === 0),
    ).resolves.toBeUndefined();
  });
});

describe('orPageError', () => {
  it('settles when the call fails, leaving the failure to the page', async () => {
    await expect(orPageError(Promise.reject(new Error('502')))).resolves.toBeUndefined();
  });
});

describe('idOrNotFound', () => {
  it('reads a database id and sends anything else to /404', () => {
    expect(idOrNotFound('12')).toBe(12);
    for (const raw of [undefined, 'x', '0', '2147483648']) {
      let thrown: unknown;
      try {
        idOrNotFound(raw);
      } catch (error) {
        thrown = error;
      }
      expect(isRedirect(thrown) && thrown.options.to).toBe('/404');
    }
  });
});
