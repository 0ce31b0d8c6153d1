import { describe, expect, it } from 'vitest';
import { indexWithPreloads, matchRoute, pageLinks } from './page-preloads';

// Which data calls a page lists, and that each is its loader's own fetch to the byte, is tested
// where the routes declare them: web/src/routes/page-data-calls.test.ts.

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
