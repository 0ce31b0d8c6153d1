import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { takeReturnPath } from './return-path';

describe('takeReturnPath', () => {
  afterEach(() => sessionStorage.clear());

  it('returns the saved same-site path once', () => {
    sessionStorage.setItem(storageKeys.verifyReturn, '/vip?x=1');
    expect(takeReturnPath()).toBe('/vip?x=1');
    expect(takeReturnPath()).toBe('/');
  });

  it('keeps the query and hash of the page the login started on', () => {
    sessionStorage.setItem(storageKeys.verifyReturn, '/user?tab=alerts#top');
    expect(takeReturnPath()).toBe('/user?tab=alerts#top');
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', '/signverification'])(
    'refuses %s and goes home',
    (saved) => {
      sessionStorage.setItem(storageKeys.verifyReturn, saved);
      expect(takeReturnPath()).toBe('/');
    },
  );
});
