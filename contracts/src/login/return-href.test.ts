import { describe, expect, it } from 'vitest';
import { loginReturnHref, sameOriginHref, withLoginParams } from './return-href';
import { REDIRECT_BYPASSES } from './return-href.test-cases';

describe('sameOriginHref', () => {
  it.each(REDIRECT_BYPASSES.map((value) => [JSON.stringify(value), value]))(
    'refuses %s',
    (_label, value) => {
      expect(sameOriginHref(value)).toBeUndefined();
    },
  );

  it.each([
    ['/', '/'],
    ['/signverification', '/signverification'],
    ['/list?keyword=%E7%A7%91%E6%8A%80&page=2', '/list?keyword=%E7%A7%91%E6%8A%80&page=2'],
    ['/company/123', '/company/123'],
  ])('keeps the path %s', (value, expected) => {
    expect(sameOriginHref(value)).toBe(expected);
  });

  it('keeps the hash too', () => {
    expect(sameOriginHref('/user?tab=alerts#top')).toBe('/user?tab=alerts#top');
  });
});

describe('withLoginParams', () => {
  it('adds the login to the query, before the hash', () => {
    const login = { code: 'c1', state: 's 1' };
    expect(withLoginParams('/user', login)).toBe('/user?code=c1&state=s%201');
    expect(withLoginParams('/user?tab=alerts#x', login)).toBe(
      '/user?tab=alerts&code=c1&state=s%201#x',
    );
  });
});

describe('loginReturnHref', () => {
  it('keeps the whole in-site href: path, query and hash', () => {
    expect(loginReturnHref({ pathname: '/user', search: '?tab=alerts', hash: '' })).toBe(
      '/user?tab=alerts',
    );
    expect(
      loginReturnHref({
        pathname: '/list',
        search: '?keyword=%E7%A7%91%E6%8A%80&sort=2',
        hash: '#results',
      }),
    ).toBe('/list?keyword=%E7%A7%91%E6%8A%80&sort=2#results');
  });

  it('keeps a value with a plain slash as the browser wrote it', () => {
    expect(loginReturnHref({ pathname: '/list', search: '?keyword=a/b', hash: '' })).toBe(
      '/list?keyword=a/b',
    );
  });

  it('drops an earlier login’s code and state', () => {
    expect(loginReturnHref({ pathname: '/vip', search: '?code=a&x=1&state=b', hash: '' })).toBe(
      '/vip?x=1',
    );
  });

  it('falls back to the path, then to /, when the rest could leave the site', () => {
    expect(loginReturnHref({ pathname: '/user', search: '?tab=alerts', hash: '#%2F' })).toBe(
      '/user?tab=alerts',
    );
    expect(loginReturnHref({ pathname: '/list', search: '?a=%2F%2Fevil', hash: '' })).toBe('/list');
    expect(loginReturnHref({ pathname: '//evil.example', search: '', hash: '' })).toBe('/');
  });
});
