import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { idOrNotFound, orNotFound, orPageError } from './failure-policy';

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
