import { describe, expect, it } from 'vitest';
import { indexWithPreloads, matchRoute, pageDataCalls, pageLinks } from './page-preloads';

const q = (search: string) => new URLSearchParams(search);

describe('pageDataCalls', () => {
  it('names the calls a page waits for, as the API client writes their URLs', () => {
    expect(pageDataCalls('/ys', q(''))).toEqual(['/api/client/service/offer?slug=ys']);
    expect(pageDataCalls('/vip', q(''))).toEqual(['/api/client/vip/tiers']);
    expect(pageDataCalls('/company/ab12', q(''))).toEqual(['/api/client/custom_only?eid=ab12']);
    expect(pageDataCalls('/knowledgebase/3', q('article=1'))).toEqual([
      '/api/client/knowledgebase/indexysy?id=3',
      '/api/client/knowledgebase/article?id=1',
    ]);
    expect(pageDataCalls('/list', q('keyword=%E7%A7%91%E6%8A%80'))).toEqual([
      '/api/client/customs?keyword=%E7%A7%91%E6%8A%80&page=1',
      '/api/client/seniordimensionyuan/show',
    ]);
  });

  it('lists nothing when the page would ask for something else', () => {
    expect(pageDataCalls('/list', q('keyword=a&page=2'))).toEqual([]);
    expect(pageDataCalls('/list', q('keyword=%20'))).toEqual([]);
    expect(pageDataCalls('/knowledgebase/x', q(''))).toEqual([]);
    expect(pageDataCalls('/company/a%20b', q(''))).toEqual([]);
    expect(pageDataCalls('/signverification', q(''))).toEqual([]);
  });
});

describe('matchRoute and pageLinks', () => {
  const routes = [
    { path: '/', js: [], css: [] },
    { path: '/company/$id', js: ['/dist/assets/company.js'], css: ['/dist/assets/company.css'] },
  ];

  it('matches a parameter segment and nothing longer', () => {
    expect(matchRoute(routes, '/company/9')?.path).toBe('/company/$id');
    expect(matchRoute(routes, '/company/9/x')).toBeUndefined();
    expect(matchRoute(routes, '/')?.path).toBe('/');
  });

  it('adds stylesheets, modulepreloads and fetch preloads before </head>', () => {
    const links = pageLinks(routes[1], ['/api/x?a=1&b=2']);
    const html = indexWithPreloads(
      '<html><head><title>t</title></head><body></body></html>',
      links,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/dist/assets/company.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/dist/assets/company.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/x?a=1&amp;b=2">');
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('/api/x'));
  });
});
