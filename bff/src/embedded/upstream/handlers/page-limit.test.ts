import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@ysy/contracts/common/messages';
import { MAX_PAGE, PAGE_SIZE, pagesOf, servedPages } from '@ysy/contracts/common/pagination';
import type { RouteDef } from '@ysy/contracts/common/route';
import { LookupListQuerySchema } from '@ysy/contracts/lookup/lookup-route';
import { routeList, routes } from '@ysy/contracts/routes';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { accountCaller } from '../accounts/testing';
import { buildUpstreamApp } from '../app';

/**
 * The page limit of the paged calls, as the pagers rely on it: every page a pager offers
 * (servedPages of the count) is served, the next is refused with 页码过大, and a page past the
 * end of the rows answers the count with no rows, so the page can point to the last one.
 */

/** Whether a route's query takes a page number. */
function takesPage(route: RouteDef): boolean {
  return route.query instanceof z.ZodObject && 'page' in route.query.shape;
}

/** The register lists: every lookup list (tax ids, reports, patents, trademarks, …). */
const REGISTER_LISTS = routeList.filter((route) => route.query === LookupListQuerySchema);

/**
 * Every paged call the embedded upstream serves, with a query it needs besides the page; `eid`:
 * it also takes a company's eid, `signedIn`: it is the signed-in user's (a token is sent).
 */
const PAGED: { route: RouteDef; query: Record<string, string>; eid?: true; signedIn?: true }[] = [
  { route: routes.companySearch, query: { keyword: '有限' } },
  { route: routes.companySearchCount, query: { keyword: '有限' } },
  { route: routes.customerServiceAll, query: {} },
  ...REGISTER_LISTS.map((route) => ({ route, query: {} })),
  { route: routes.companyChanges, query: {}, eid: true },
  { route: routes.myWatches, query: {}, signedIn: true },
  { route: routes.alertList, query: {}, signedIn: true },
  { route: routes.myOrders, query: {}, signedIn: true },
  { route: routes.myNeeds, query: {}, signedIn: true },
  { route: routes.myExports, query: {}, signedIn: true },
  { route: routes.searchHistory, query: {}, signedIn: true },
];

describe.each(testDatabaseKinds())('paged calls on $name', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  let eid = '';
  let token = '';
  /** Brands the seed does not make: the brand register then holds more rows than pages serve. */
  const EXTRA_BRANDS = MAX_PAGE * PAGE_SIZE + 5;

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 200);
    await db.query(
      `INSERT INTO brands (id, company_id, name, industry, intro, founded_year, logo, grams)
       SELECT 1000000 + g, (SELECT min(id) FROM companies), '翻页品牌' || g, '零售', '', 1990, '', '{}'
         FROM generate_series(1, $1::int) g`,
      [EXTRA_BRANDS],
    );
    app = await buildUpstreamApp({ db });
    const caller = accountCaller(app, db);
    eid = await caller.eidOf(1);
    token = (await caller.login('pager')).token;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (
    route: RouteDef,
    query: Record<string, string | number>,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'GET',
      headers,
      url: `${route.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    });

  it('covers every call of the route table that takes a page', () => {
    expect(REGISTER_LISTS.length).toBeGreaterThanOrEqual(8);
    const listed = PAGED.map(({ route }) => route.id);
    const paged = routeList.filter(takesPage).map((route) => route.id);
    expect(paged.filter((id) => !listed.includes(id))).toEqual([]);
  });

  it.each(PAGED)(
    '$route.id serves page MAX_PAGE and refuses the next with 页码过大',
    async ({ route, query: own, eid: byEid, signedIn }) => {
      const query = byEid ? { ...own, eid } : own;
      const headers: Record<string, string> = signedIn ? { authorization: token } : {};
      const deepest = await get(route, { ...query, page: MAX_PAGE }, headers);
      expect(deepest.statusCode, deepest.body).toBe(200);
      expect(deepest.json()).toMatchObject({ code: 0 });
      const next = await get(route, { ...query, page: MAX_PAGE + 1 }, headers);
      expect(next.statusCode).toBe(400);
      expect(next.json()).toMatchObject({ msg: expect.stringContaining(messages.pageTooLarge) });
    },
  );

  it('serves the last page a pager offers of a register larger than the served pages', async () => {
    const first = (await get(routes.brandList, { page: 1 })).json();
    const total = first.data.total as number;
    expect(total).toBeGreaterThan(MAX_PAGE * PAGE_SIZE);
    const last = await get(routes.brandList, { page: servedPages(total) });
    expect(last.statusCode).toBe(200);
    expect(last.json().data.list).toHaveLength(PAGE_SIZE);
    // What the pagers used to offer as the last page (every page the count fills) is refused.
    expect((await get(routes.brandList, { page: pagesOf(total) })).statusCode).toBe(400);
  });

  it.each(REGISTER_LISTS)(
    '$id answers a page past the end with its count and no rows',
    async (route) => {
      const first = (await get(route, { page: 1 })).json();
      const total = first.data.total as number;
      expect(total).toBeGreaterThan(0);
      const page = servedPages(total) + 1;
      if (page > MAX_PAGE) return;
      const past = await get(route, { page });
      expect(past.statusCode).toBe(200);
      expect(past.json()).toMatchObject({ code: 0, data: { total, page, list: [] } });
    },
  );
});
