import { describe, expect, it } from 'vitest';
import { pageDescription } from '../shared/strings/page-descriptions';
import { documentTitle, routeTable, titleOf } from './route-table';

const byPath = new Map<string, (typeof routeTable)[number]>(
  routeTable.map((entry) => [entry.path, entry]),
);

describe('route table', () => {
  it('has every product route and the patent and enterprise-logo search contexts', () => {
    const expected = [
      '/',
      '/signverification',
      '/ys',
      '/profile',
      '/userprotocol',
      '/disclaimer',
      '/privacypolicy',
      '/contact',
      '/buyfinance',
      '/vip',
      '/list',
      '/company/$id',
      '/knowledgebase/$id',
      '/einquery',
      '/einlist',
      '/eindetails/$id',
      '/reportquery',
      '/reportlist',
      '/declarationyears/$id',
      '/trademarkone',
      '/footerpatent',
      '/enterprisepatentlist',
      '/footerpatentdetails/$id',
      '/footerpatentlist',
      '/softwarecopyright',
      '/softwarecopyrightlist',
      '/softwarecopyrightdetails/$id',
      '/workwork',
      '/workworklist',
      '/workworkdetails/$id',
      '/enterpriselogo',
      '/enterpriselogolist',
      '/enterpriselogodetails/$id',
      '/brand',
      '/branddetails/$id',
      '/registeredcompany',
      '/aboutus',
      '/operate',
      '/business_plan',
      '/finance',
      '/rd_discount',
      '/rd_manage',
      '/rd_software',
      '/rd_cooperate',
      '/t/a',
      '/404',
      '/agent',
    ];
    expect([...byPath.keys()].sort()).toEqual([...expected].sort());
    expect(routeTable).toHaveLength(expected.length);
  });

  it('hides the top bar exactly on /ys, /profile, /contact and /buyfinance', () => {
    const hidden = routeTable.filter((entry) => !entry.flags.topBar).map((entry) => entry.path);
    // The agent console is staff's own screen, outside the shop's shell.
    expect(hidden.sort()).toEqual(['/agent', '/buyfinance', '/contact', '/profile', '/ys']);
  });

  it('hides the footer only on /t/a and keeps the tool bar everywhere', () => {
    expect(routeTable.filter((entry) => !entry.flags.footer).map((entry) => entry.path)).toEqual([
      '/t/a',
      '/agent',
    ]);
    expect(routeTable.filter((entry) => !entry.flags.toolBar).map((entry) => entry.path)).toEqual([
      '/agent',
    ]);
  });

  it('gives every page a title (home aside) and a description', () => {
    for (const entry of routeTable) {
      expect(pageDescription[entry.page]).not.toBe('');
      if (entry.path !== '/') expect(titleOf(entry.page)).not.toBe('');
    }
  });

  it('loads each page from its own module', () => {
    const loaders = new Set(routeTable.map((entry) => entry.load.toString()));
    expect(loaders.size).toBe(routeTable.length);
  });
});

describe('documentTitle', () => {
  it('is the product name, or the page title joined with a hyphen', () => {
    expect(documentTitle(undefined)).toBe('易商云');
    expect(documentTitle('')).toBe('易商云');
    expect(documentTitle(titleOf('list'))).toBe('公司查询-易商云');
    expect(documentTitle(titleOf('home'))).toBe('易商云');
  });
});
