import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { orNotFound } from './not-found-on-failure';

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
