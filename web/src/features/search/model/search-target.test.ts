import { describe, expect, it } from 'vitest';
import { normalizeKeyword, searchTarget } from './search-target';

describe('searchTarget: a lookup context searches itself, anything else searches companies', () => {
  it.each([
    ['/einlist', '/einlist'],
    ['/eindetails/91440300MA5F', '/einlist'],
    ['/reportlist', '/reportlist'],
    ['/declarationyears/12', '/reportlist'],
    ['/enterpriselogolist', '/enterpriselogolist'],
    ['/enterpriselogodetails/3', '/enterpriselogolist'],
    ['/footerpatentlist', '/footerpatentlist'],
    ['/footerpatentdetails/5', '/footerpatentlist'],
    ['/softwarecopyrightlist', '/softwarecopyrightlist'],
    ['/softwarecopyrightdetails/8', '/softwarecopyrightlist'],
    ['/workworklist', '/workworklist'],
    ['/workworkdetails/9', '/workworklist'],
  ])('%s → %s', (from, to) => {
    expect(searchTarget(from)).toBe(to);
  });

  it.each([
    '/',
    '/list',
    '/company/1',
    '/einquery',
    '/reportquery',
    '/enterpriselogo',
    '/footerpatent',
    '/enterprisepatentlist',
    '/softwarecopyright',
    '/workwork',
    '/trademarkone',
    '/brand',
    '/vip',
    '/404',
    '/einlistx',
  ])('%s → /list', (from) => {
    expect(searchTarget(from)).toBe('/list');
  });

  it('ignores trailing slashes', () => {
    expect(searchTarget('/einlist/')).toBe('/einlist');
  });
});

describe('normalizeKeyword', () => {
  it('trims, and treats blank as nothing', () => {
    expect(normalizeKeyword('  腾讯 ')).toBe('腾讯');
    expect(normalizeKeyword('')).toBeNull();
    expect(normalizeKeyword('  \t')).toBeNull();
  });
});
