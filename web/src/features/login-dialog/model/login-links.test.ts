import { describe, expect, it } from 'vitest';
import { buildWxLoginOptions, simulatedLoginUrl } from './login-links';

describe('buildWxLoginOptions', () => {
  it('asks WeChat for a QR login that comes back to this page', () => {
    expect(
      buildWxLoginOptions({
        containerId: 'wx-login-r1',
        appId: 'wx0123456789abcdef',
        state: 'abc123',
        origin: 'https://www.example.cn',
        returnHref: '/list',
      }),
    ).toEqual({
      self_redirect: false,
      id: 'wx-login-r1',
      appid: 'wx0123456789abcdef',
      scope: 'snsapi_login',
      // WeChat's docs ask for the redirect URI UrlEncoded; wxLogin.js puts it into its URL as given.
      redirect_uri: encodeURIComponent('https://www.example.cn/list'),
      state: 'abc123',
    });
  });
});

describe('buildWxLoginOptions, the return', () => {
  it('keeps the query of the page and leaves out its hash', () => {
    const options = buildWxLoginOptions({
      containerId: 'c',
      appId: 'a',
      state: 's',
      origin: 'https://www.example.cn',
      returnHref: '/user?tab=alerts#top',
    });
    expect(decodeURIComponent(options.redirect_uri)).toBe('https://www.example.cn/user?tab=alerts');
  });
});

describe('simulatedLoginUrl', () => {
  it('carries the whole in-site href to come back to', () => {
    const url = new URL(
      simulatedLoginUrl({
        origin: 'http://x',
        returnHref: '/list?keyword=%E7%A7%91%E6%8A%80&page=2#r',
        state: 's',
        account: 'demo',
      }),
    );
    expect(url.searchParams.get('redirect_uri')).toBe('/list?keyword=%E7%A7%91%E6%8A%80&page=2#r');
  });

  it('points at the simulated authorize endpoint with the path to come back to', () => {
    const url = simulatedLoginUrl({
      origin: 'http://127.0.0.1:8091',
      returnHref: '/company/12',
      state: 's1',
      account: 'demo',
    });
    expect(url).toBe(
      'http://127.0.0.1:8091/wechat-sim/authorize?redirect_uri=%2Fcompany%2F12&state=s1&account=demo',
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('redirect_uri')).toBe('/company/12');
    expect(parsed.searchParams.get('account')).toBe('demo');
  });

  it('offers the verification account too', () => {
    const url = new URL(
      simulatedLoginUrl({ origin: 'http://x', returnHref: '/', state: 's', account: 'verify' }),
    );
    expect(url.searchParams.get('account')).toBe('verify');
  });
});
