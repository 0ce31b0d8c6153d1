import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../router';
import { sendCallsWith } from '../shared/api/client';
import { createQueryClient } from '../shared/api/query-client';
import { pageDataCalls } from './page-data-calls';
import { routeTable } from './route-table';

const q = (search: string) => new URLSearchParams(search);

/** The URLs the page's own loader fetches when the router loads `url` (replies: `{ code: 0 }`). */
async function loaderCalls(url: string): Promise<string[]> {
  const calls: string[] = [];
  const queryClient = createQueryClient(() => undefined);
  sendCallsWith(queryClient, (callUrl) => {
    calls.push(callUrl);
    return Promise.resolve(
      new Response(JSON.stringify({ code: 0, msg: '', data: {} }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await router.load().catch(() => undefined);
  return calls;
}

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
    expect(pageDataCalls('/no/such/page', q(''))).toEqual([]);
  });

  // A preload the page's fetch does not ask for to the byte is fetched twice by the browser.
  const samples = [
    '/list?keyword=%E7%A7%91%E6%8A%80',
    '/knowledgebase/3?article=1',
    '/knowledgebase/3',
    ...routeTable
      .filter((route) => route.preloads !== undefined)
      .map((route) =>
        route.path.replace('$id', route.path.startsWith('/knowledgebase') ? '7' : 'ab12-3'),
      )
      // /list lists its calls only with a keyword (sampled above).
      .filter((url) => pageDataCalls(url, q('')).length > 0),
  ];

  it.each(samples)('lists for %s only URLs its own loader fetches', async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://page');
    const preloads = pageDataCalls(pathname, searchParams);
    expect(preloads.length).toBeGreaterThan(0);
    const fetched = await loaderCalls(url);
    for (const preload of preloads) expect(fetched).toContain(preload);
  });
});
