import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@ysy/contracts/common/route';
import { KNOWLEDGE_OK } from '@ysy/contracts/knowledge/schemas';
import { messages } from '@ysy/contracts/common/messages';
import { routes, routesOfHost } from '@ysy/contracts/routes';
import type { Db } from '../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../testing/databases';
import QRCode from 'qrcode';
import { buildUpstreamApp } from './app';
import { upstreamMessages } from './messages';
import { consultantVcard } from './uploads';

const T0 = Date.parse('2025-07-01T02:00:00Z');
const TOKEN_TTL_SECONDS = 3600;
const DAY = 24 * 60 * 60 * 1000;
const OFFICIAL_ACCOUNT = 'https://mp.weixin.qq.com/mp/profile_ext?__biz=test';
const HOTLINE = '400-123-4567';

type Build = () => Promise<InjectOptions>;
/** A request and the code its reply must carry (`failure`: any code but the success code). */
interface Sample {
  expected: number | 'failure';
  build: Build;
}

/** The code a route answers on success: 1 for the knowledge base, 0 for every other call. */
function successCodeOf(route: RouteDef): number {
  return KNOWLEDGE_ROUTE_IDS.includes(route.id) ? KNOWLEDGE_OK : 0;
}
const KNOWLEDGE_ROUTE_IDS: readonly string[] = [
  routes.knowledgeIndex.id,
  routes.knowledgeIndexYsy.id,
  routes.knowledgeArticle.id,
];

describe.each(testDatabaseKinds())('embedded upstream on $name', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = T0;

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 500);
    app = await buildUpstreamApp({
      db,
      tokenTtlSeconds: TOKEN_TTL_SECONDS,
      now: () => clock,
      uploads: { qrTargets: { officialAccount: OFFICIAL_ACCOUNT }, hotline: HOTLINE },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const qs = (query: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();

  async function loginCode(account = 'demo', state = 'st-1'): Promise<string> {
    const res = await get(
      `/wechat-sim/authorize?${qs({ redirect_uri: '/login/callback?x=1', state, account })}`,
    );
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, 'http://site');
    expect(location.pathname).toBe('/login/callback');
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('state')).toBe(state);
    return location.searchParams.get('code') ?? '';
  }

  async function login(account = 'demo'): Promise<string> {
    const code = await loginCode(account);
    const res = await get(`${routes.wxLoginCallback.path}?${qs({ code, state: 'st-1' })}`);
    const body = res.json();
    expect(body.code).toBe(0);
    return body.data.token as string;
  }

  async function anyEid(id = 1): Promise<string> {
    const rows = await db.query<{ eid: string }>('SELECT eid FROM companies WHERE id = $1', [id]);
    return rows[0]!.eid;
  }

  // ---------------------------------------------------------------------- contract conformance

  describe('every upstream route', () => {
    /**
     * Requests per route: successes, failures and edge cases. Every reply must parse, and each
     * sample says which it is: `ok` must answer the route's success code, `fails` any other.
     */
    const ok = (build: Build, code = 0): Sample => ({ expected: code, build });
    const fails = (build: Build): Sample => ({ expected: 'failure', build });

    /** An SMS code as the demo upstream reports it, for the phone consultation's successes. */
    async function smsCode(phone: string): Promise<string> {
      const res = await get(`${routes.getPhoneCode.path}?${qs({ phone })}`);
      const code = /演示环境验证码：(\d{6})/.exec(String(res.json().msg))?.[1];
      if (!code) throw new Error(`no code in ${res.body}`);
      return code;
    }
    async function startedCall(phone: string): Promise<string> {
      const code = await smsCode(phone);
      const res = await get(`${routes.freePhone.path}?${qs({ phone, code, id: 1 })}`);
      const sessionId: unknown = res.json().sessionId;
      if (typeof sessionId !== 'string') throw new Error(`no call started: ${res.body}`);
      return sessionId;
    }

    const samples: Record<string, Sample[]> = {
      getNav: [ok(async () => ({ url: routes.getNav.path }))],
      getBottom: [ok(async () => ({ url: routes.getBottom.path }))],
      wxLoginCallback: [
        ok(async () => ({
          url: `${routes.wxLoginCallback.path}?${qs({ code: await loginCode(), state: 'st-1' })}`,
        })),
        ok(
          async () => ({
            url: `${routes.wxLoginCallback.path}?${qs({ code: await loginCode('verify'), state: 'st-1' })}`,
          }),
          2,
        ),
        fails(async () => ({
          url: `${routes.wxLoginCallback.path}?${qs({ code: 'nope', state: 'st-1' })}`,
        })),
      ],
      issueToken: [
        ok(async () => ({
          url: routes.issueToken.path,
          headers: { authorization: await login() },
        })),
      ],
      revokeToken: [
        ok(async () => ({
          method: 'POST',
          url: routes.revokeToken.path,
          headers: { authorization: await login() },
          payload: {},
        })),
      ],
      getLatestUser: [
        ok(async () => ({
          method: 'POST',
          url: routes.getLatestUser.path,
          headers: { authorization: `Bearer ${await login()}` },
          payload: {},
        })),
      ],
      knowledgeIndex: [
        ok(
          async () => ({
            url: `${routes.knowledgeIndex.path}?${qs({ category_name: '公司注册', user_id: 1 })}`,
          }),
          KNOWLEDGE_OK,
        ),
        fails(async () => ({
          url: `${routes.knowledgeIndex.path}?${qs({ category_name: '不存在的分类' })}`,
        })),
      ],
      knowledgeIndexYsy: [
        ok(
          async () => ({ url: `${routes.knowledgeIndexYsy.path}?${qs({ id: 3 })}` }),
          KNOWLEDGE_OK,
        ),
        fails(async () => ({ url: `${routes.knowledgeIndexYsy.path}?${qs({ id: 99999 })}` })),
      ],
      knowledgeArticle: [
        ok(async () => ({ url: `${routes.knowledgeArticle.path}?${qs({ id: 1 })}` }), KNOWLEDGE_OK),
        fails(async () => ({ url: `${routes.knowledgeArticle.path}?${qs({ id: 99999 })}` })),
      ],
      companyProfile: [
        ok(async () => ({ url: `${routes.companyProfile.path}?${qs({ eid: await anyEid() })}` })),
        fails(async () => ({ url: `${routes.companyProfile.path}?${qs({ eid: 'missing' })}` })),
      ],
      companySearch: [
        ok(async () => ({
          url: `${routes.companySearch.path}?${qs({ keyword: '科技', page: 1 })}`,
        })),
        ok(async () => ({
          url: `${routes.companySearch.path}?${qs({ keyword: '科技', page: 2, province: '广东省', yuan: 3 })}`,
        })),
        ok(async () => ({
          url: `${routes.companySearch.path}?${qs({ keyword: '没有这样的公司名' })}`,
        })),
        ok(async () => ({
          url: `${routes.companySearch.path}?${qs({ keyword: '科技', status: '在业', year_from: 2015, sort: 'capital_desc' })}`,
        })),
      ],
      companySearchCount: [
        ok(async () => ({ url: `${routes.companySearchCount.path}?${qs({ keyword: '北京' })}` })),
        ok(async () => ({
          url: `${routes.companySearchCount.path}?${qs({ keyword: '北京', status: '存续', year_from: 2010, year_to: 2020 })}`,
        })),
      ],
      companySuggest: [
        ok(async () => ({ url: `${routes.companySuggest.path}?${qs({ keyword: '科技' })}` })),
        ok(async () => ({
          url: `${routes.companySuggest.path}?${qs({ keyword: '没有这样的公司名' })}`,
        })),
      ],
      companyErrorReport: [
        ok(async () => ({
          method: 'POST',
          url: routes.companyErrorReport.path,
          payload: { eid: await anyEid(4), topic: 'contact', content: '联系电话已经变更' },
        })),
        fails(async () => ({
          method: 'POST',
          url: routes.companyErrorReport.path,
          payload: { eid: 'missing', topic: 'basic', content: '这家公司不存在吗' },
        })),
      ],
      capitalBands: [ok(async () => ({ url: routes.capitalBands.path }))],
      einDetails: [
        ok(async () => ({ url: `${routes.einDetails.path}?${qs({ eid: await anyEid(2) })}` })),
        fails(async () => ({ url: `${routes.einDetails.path}?${qs({ eid: 'missing' })}` })),
      ],
      customerServiceAll: [1, 2, 3].map((page) =>
        ok(async () => ({ url: `${routes.customerServiceAll.path}?${qs({ page })}` })),
      ),
      publishDemand: [
        ok(async () => ({
          method: 'POST',
          url: routes.publishDemand.path,
          payload: { need: '公司注册', phone: '13912345678' },
        })),
      ],
      getPhoneCode: [
        ok(async () => ({ url: `${routes.getPhoneCode.path}?${qs({ phone: '13700000001' })}` })),
      ],
      freePhone: [
        ok(async () => {
          const phone = '13700000002';
          const code = await smsCode(phone);
          return { url: `${routes.freePhone.path}?${qs({ phone, code, id: 1 })}` };
        }),
        fails(async () => ({
          url: `${routes.freePhone.path}?${qs({ phone: '13700000001', code: '000000', id: 1 })}`,
        })),
      ],
      freePhoneStatus: [
        ok(async () => ({
          url: `${routes.freePhoneStatus.path}?${qs({ sessionId: await startedCall('13700000003') })}`,
        })),
        fails(async () => ({
          url: `${routes.freePhoneStatus.path}?${qs({ sessionId: 'missing' })}`,
        })),
      ],
      declarationYears: [
        ok(async () => ({
          url: `${routes.declarationYears.path}?${qs({ eid: await anyEid(3) })}`,
        })),
        fails(async () => ({ url: `${routes.declarationYears.path}?${qs({ eid: 'missing' })}` })),
      ],
    };
    const post = (url: string, payload: object, headers?: Record<string, string>) => ({
      method: 'POST' as const,
      url,
      payload,
      ...(headers ? { headers } : {}),
    });
    const order = { slug: 'buyfinance', plan_code: 'small', term_months: 12, contact_name: '王' };
    Object.assign(samples, {
      serviceOffer: [
        ...['ys', 'buyfinance'].map((slug) =>
          ok(async () => ({ url: `${routes.serviceOffer.path}?${qs({ slug })}` })),
        ),
        fails(async () => ({ url: `${routes.serviceOffer.path}?${qs({ slug: 'missing' })}` })),
      ],
      serviceList: [ok(async () => ({ url: routes.serviceList.path }))],
      serviceOrder: [
        ok(async () => post(routes.serviceOrder.path, { ...order, phone: '13912345670' })),
        ok(async () =>
          post(routes.serviceOrder.path, {
            ...order,
            term_months: 6,
            extras: ['annual'],
            phone: '13912345671',
          }),
        ),
      ],
      contactMessage: [
        ok(async () =>
          post(routes.contactMessage.path, {
            topic: '其他',
            name: '王',
            phone: '13912345672',
            message: '请问周末可以上门吗',
          }),
        ),
      ],
      vipTiers: [ok(async () => ({ url: routes.vipTiers.path }))],
      sitePage: [
        ...['aboutus', 'privacypolicy'].map((slug) =>
          ok(async () => ({ url: `${routes.sitePage.path}?${qs({ slug })}` })),
        ),
        fails(async () => ({ url: `${routes.sitePage.path}?${qs({ slug: 'missing' })}` })),
      ],
      campaign: [
        ok(async () => ({ url: `${routes.campaign.path}?${qs({ slug: 'ta' })}` })),
        fails(async () => ({ url: `${routes.campaign.path}?${qs({ slug: 'missing' })}` })),
      ],
      verifyPhoneLogin: [
        ok(async () => {
          const code = await loginCode('verify');
          const res = await get(`${routes.wxLoginCallback.path}?${qs({ code, state: 'st-1' })}`);
          const data = res.json().data as { openid: string; unid: string; token: string };
          const phone = '13912345673';
          const sms = await get(`${routes.getPhoneCode.path}?${qs({ phone })}`);
          const smsCode = /(\d{6})/.exec(String(sms.json().msg))?.[1] ?? '';
          return post(
            routes.verifyPhoneLogin.path,
            { openid: data.openid, unid: data.unid, phone, code: smsCode },
            { authorization: data.token },
          );
        }),
      ],
    } satisfies Record<string, Sample[]>);
    const listRoutes = [
      routes.einList,
      routes.reportList,
      routes.patentList,
      routes.trademarkList,
      routes.softwareCopyrightList,
      routes.worksCopyrightList,
      routes.brandList,
      routes.enterpriseLogoList,
    ];
    for (const route of listRoutes) {
      samples[route.id] = [
        ok(async () => ({ url: `${route.path}?${qs({ page: 1 })}` })),
        ok(async () => ({ url: `${route.path}?${qs({ keyword: '科技', page: 1 })}` })),
        ok(async () => ({ url: `${route.path}?${qs({ keyword: '有限', page: 2 })}` })),
        ok(async () => ({ url: `${route.path}?${qs({ eid: await anyEid(5), page: 1 })}` })),
        ok(async () => ({ url: `${route.path}?${qs({ keyword: '科技', page: 999 })}` })),
      ];
    }
    const detailRoutes = [
      [routes.patentDetails, 'patents'],
      [routes.trademarkDetails, 'trademarks'],
      [routes.softwareCopyrightDetails, 'software_copyrights'],
      [routes.worksCopyrightDetails, 'works_copyrights'],
      [routes.brandDetails, 'brands'],
      [routes.enterpriseLogoDetails, 'enterprise_logos'],
    ] as const;
    for (const [route, table] of detailRoutes) {
      samples[route.id] = [
        ok(async () => {
          const rows = await db.query<{ id: number }>(`SELECT min(id) AS id FROM ${table}`);
          return { url: `${route.path}?${qs({ id: rows[0]!.id })}` };
        }),
        fails(async () => ({ url: `${route.path}?${qs({ id: 999999 })}` })),
      ];
    }

    // The accounts area: its behaviour is tested in handlers/account.test.ts.
    const asUser = async () => ({ authorization: await login('accounts') });
    const byEid = (route: RouteDef, eid: string, page?: number) => ({
      url: `${route.path}?${qs(page === undefined ? { eid } : { eid, page })}`,
    });
    Object.assign(samples, {
      companyChanges: [
        ok(async () => byEid(routes.companyChanges, await anyEid(2), 1)),
        fails(async () => byEid(routes.companyChanges, 'missing')),
      ],
      watchCompany: [
        ok(async () => post(routes.watchCompany.path, { eid: await anyEid(2) }, await asUser())),
        fails(async () => post(routes.watchCompany.path, { eid: 'missing' }, await asUser())),
      ],
      unwatchCompany: [
        ok(async () => post(routes.unwatchCompany.path, { eid: await anyEid(2) }, await asUser())),
      ],
      watchStatus: [
        ok(async () => ({
          ...byEid(routes.watchStatus, await anyEid(2)),
          headers: await asUser(),
        })),
      ],
      myWatches: [ok(async () => ({ url: routes.myWatches.path, headers: await asUser() }))],
      alertList: [ok(async () => ({ url: routes.alertList.path, headers: await asUser() }))],
      alertUnread: [ok(async () => ({ url: routes.alertUnread.path, headers: await asUser() }))],
      markAlertsRead: [ok(async () => post(routes.markAlertsRead.path, {}, await asUser()))],
    } satisfies Record<string, Sample[]>);

    // The user's own lists and data (handlers/my-data.test.ts, search-history.test.ts and
    // exports.test.ts test their behaviour): each answers a signed-in user with its schema.
    const asUserGet = (path: string) => async () => ({ url: path, headers: await asUser() });
    const asUserPost = (path: string, body: object) => async () => post(path, body, await asUser());
    Object.assign(samples, {
      myOrders: [ok(asUserGet(routes.myOrders.path))],
      myNeeds: [ok(asUserGet(routes.myNeeds.path))],
      myBenefits: [ok(asUserGet(routes.myBenefits.path))],
      myData: [ok(asUserGet(routes.myData.path))],
      myExports: [ok(asUserGet(routes.myExports.path))],
      searchHistory: [ok(asUserGet(routes.searchHistory.path))],
      searchHistorySetting: [ok(asUserGet(routes.searchHistorySetting.path))],
      recordSearch: [
        ok(asUserPost(routes.recordSearch.path, { keyword: '易商', kind: 'company' })),
      ],
      removeSearch: [ok(asUserPost(routes.removeSearch.path, { id: 1 }))],
      clearSearchHistory: [ok(asUserPost(routes.clearSearchHistory.path, {}))],
      setSearchHistorySetting: [
        ok(asUserPost(routes.setSearchHistorySetting.path, { keep: true })),
      ],
      // An account of its own, deleted last of all (the samples run in the route table's order).
      deleteAccount: [
        ok(async () => post(routes.deleteAccount.path, {}, { authorization: await login('gone') })),
      ],
    } satisfies Record<string, Sample[]>);

    it('has request samples for every route with host upstream, a success among them', () => {
      const missing = routesOfHost('upstream').filter(
        (route) => !samples[route.id]?.some((sample) => sample.expected !== 'failure'),
      );
      expect(missing.map((route) => route.id)).toEqual([]);
    });

    it.each(routesOfHost('upstream').map((route) => [route.id, route] as const))(
      '%s answers with its contract schema, success where success is due',
      async (_id, route) => {
        const all = samples[route.id] ?? [];
        expect(all.length).toBeGreaterThan(0);
        for (const sample of all) {
          const options = await sample.build();
          const res = await app.inject({ method: route.method, ...options });
          expect(res.statusCode, `${options.url}: ${res.body}`).toBe(200);
          const schema = route.upstreamReply ?? route.reply;
          const parsed = schema.safeParse(res.json());
          expect(
            parsed.success,
            `${options.url}: ${parsed.error?.message ?? ''}\n${res.body.slice(0, 500)}`,
          ).toBe(true);
          const { code } = res.json() as { code: number };
          if (sample.expected === 'failure') {
            // A failure is any code but the route's successes (0 or 2 for the login, else its own).
            const successes =
              route.id === routes.wxLoginCallback.id ? [0, 2] : [successCodeOf(route)];
            expect(successes, `${options.url}: ${res.body}`).not.toContain(code);
          } else {
            expect(code, `${options.url}: ${res.body}`).toBe(sample.expected);
          }
        }
      },
    );
  });

  // ------------------------------------------------------------------------------ validation

  describe('input validation', () => {
    it('answers bad input with 400 and a Chinese message, and no stack trace', async () => {
      const missing = await get(`${routes.companySearch.path}?page=1`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 400, msg: '请输入搜索关键词' });

      const badBand = await get(
        `${routes.companySearch.path}?${qs({ keyword: '科技', yuan: 50 })}`,
      );
      expect(badBand.statusCode).toBe(400);
      expect(badBand.json()).toEqual({ code: 400, msg: upstreamMessages.capitalBandUnknown });

      const badJson = await app.inject({
        method: 'POST',
        url: routes.publishDemand.path,
        headers: { 'content-type': 'application/json' },
        payload: '{"need":',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({ code: 400, msg: '请求参数不正确' });
      for (const res of [missing, badBand, badJson])
        expect(res.body).not.toMatch(/stack|at .*\.ts/);
    });

    it('refuses text that cannot be stored with 400 and a Chinese message, storing nothing', async () => {
      const demands = async () =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM demands'))[0]?.n;
      const before = await demands();
      const refused = [
        await get(`${routes.companySearch.path}?keyword=%00`),
        await get(`${routes.companySearch.path}?keyword=%ED%A0%80`),
        ...(await Promise.all(
          ['\\u0000', '\\ud800'].map((escape) =>
            app.inject({
              method: 'POST',
              url: routes.publishDemand.path,
              headers: { 'content-type': 'application/json' },
              payload: `{"need":"测试${escape}需求","phone":"13912345679"}`,
            }),
          ),
        )),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 400, msg: messages.unstorableText });
      }
      expect(await demands()).toBe(before);
    });

    it('answers unknown paths with a JSON 404', async () => {
      const res = await get('/api/nothing/here');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '请求的资源不存在' });
    });
  });

  // ----------------------------------------------------------------------------------- content

  describe('site content', () => {
    it('has the menu shape the top bar expects: sub-menus at 1 and 4, a third level under 4, the panel at 3', async () => {
      const { data } = (await get(routes.getNav.path)).json();
      expect(data[1].children.length).toBeGreaterThan(0);
      expect(data[4].children.length).toBeGreaterThan(0);
      expect(
        data[4].children.every(
          (child: { children?: unknown[] }) => (child.children?.length ?? 0) > 0,
        ),
      ).toBe(true);
      expect(data[3].children.map((c: { url: string }) => c.url).sort()).toEqual([
        '/business_plan',
        '/finance',
      ]);
      const urls = JSON.stringify(data);
      for (const url of [
        '/ys',
        '/buyfinance',
        '/trademarkone',
        '/footerpatent',
        '/softwarecopyright',
        '/workwork',
        '/einquery',
        '/vip',
        '/finance',
        '/business_plan',
      ]) {
        expect(urls).toContain(`"${url}"`);
      }
      const flags = JSON.stringify(data);
      expect(flags).toContain('"show":"h"');
      expect(flags).toContain('"show":"n"');
    });

    it('pages the consultants: two pages of at least four, then none', async () => {
      const page = async (n: number) =>
        (await get(`${routes.customerServiceAll.path}?page=${n}`)).json().data
          .customerServiceAll as unknown[];
      expect((await page(1)).length).toBeGreaterThanOrEqual(4);
      expect((await page(2)).length).toBeGreaterThanOrEqual(4);
      expect(await page(3)).toEqual([]);
    });

    it('serves the knowledge base with code 1, three levels deep, and 404 for an unknown category', async () => {
      const ok = (
        await get(`${routes.knowledgeIndex.path}?${qs({ category_name: '商标注册' })}`)
      ).json();
      expect(ok.code).toBe(1);
      const grandchild = ok.data.hierarchy[0].children[0].children[0];
      expect(grandchild.url).toMatch(/^\/knowledgebase\/\d+$/);
      expect(ok.data.articles.length).toBeGreaterThan(0);

      const byId = (
        await get(`${routes.knowledgeIndexYsy.path}?${qs({ id: grandchild.id })}`)
      ).json();
      expect(byId.code).toBe(1);
      expect(byId.data.hierarchy[0].id).toBe(ok.data.hierarchy[0].id);
      expect(
        byId.data.articles.every((a: { category_id: number }) => a.category_id === grandchild.id),
      ).toBe(true);

      const missing = (
        await get(`${routes.knowledgeIndex.path}?${qs({ category_name: '火星移民' })}`)
      ).json();
      expect(missing).toEqual({ code: 404, msg: upstreamMessages.knowledgeCategoryNotFound });
    });

    it('serves generated images under /uploads', async () => {
      const svg = await get('/uploads/avatars/consultant-1.svg');
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.body).toMatch(/^<svg /);
      const png = await get('/uploads/qr/official-account.png');
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect((await get('/uploads/qr/consultant-1.png')).statusCode).toBe(200);
      expect((await get('/uploads/logos/1.svg')).statusCode).toBe(200);
      expect((await get('/uploads/avatars/consultant-999.svg')).statusCode).toBe(404);
      expect((await get('/uploads/../etc/passwd')).statusCode).toBe(404);
    });

    it('draws a site QR code only for a configured target, and a consultant code as a true card', async () => {
      const qr = (text: string) =>
        QRCode.toBuffer(text, { type: 'png', width: 240, margin: 1, errorCorrectionLevel: 'M' });
      const official = await get('/uploads/qr/official-account.png');
      expect(official.rawPayload.equals(await qr(OFFICIAL_ACCOUNT))).toBe(true);
      // No target configured: no code, rather than one that opens an invented address.
      for (const name of ['mobile', 'mini-program', 'constructor'])
        expect((await get(`/uploads/qr/${name}.png`)).statusCode, name).toBe(404);
      const unset = await buildUpstreamApp({ db });
      try {
        const res = await unset.inject({ url: '/uploads/qr/official-account.png' });
        expect(res.statusCode).toBe(404);
      } finally {
        await unset.close();
      }

      const [card] = await db.query<{ username: string; position: string }>(
        'SELECT username, position FROM consultants WHERE id = 1',
      );
      if (!card) throw new Error('no consultant 1');
      const vcard = consultantVcard(card, HOTLINE);
      expect(vcard).toContain(`FN:${card.username}`);
      expect(vcard).toContain(`TEL;TYPE=WORK,VOICE:${HOTLINE}`);
      expect(vcard).not.toMatch(/\.example|https?:/);
      const consultant = await get('/uploads/qr/consultant-1.png');
      expect(consultant.rawPayload.equals(await qr(vcard))).toBe(true);
    });

    it('reports health', async () => {
      expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    });
  });

  // ---------------------------------------------------------------------------------- lookups

  describe('lookups', () => {
    it('find register items by their own name first, then by their owner company name', async () => {
      const [owner] = await db.query<{ name: string; trade_name: string; eid: string }>(
        `SELECT c.name, c.trade_name, c.eid FROM companies c
          WHERE EXISTS (SELECT 1 FROM patents p WHERE p.company_id = c.id) ORDER BY c.id LIMIT 1`,
      );
      const byCompany = (
        await get(`${routes.patentList.path}?${qs({ keyword: owner!.name })}`)
      ).json();
      expect(byCompany.data.total).toBeGreaterThan(0);
      expect(byCompany.data.list.every((p: { eid: string }) => p.eid === owner!.eid)).toBe(true);

      const byTitle = (await get(`${routes.patentList.path}?${qs({ keyword: '装置' })}`)).json();
      const titles: string[] = byTitle.data.list.map((p: { title: string }) => p.title);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((t) => t.includes('装置'))).toBe(true);

      const mine = (await get(`${routes.patentList.path}?${qs({ eid: owner!.eid })}`)).json();
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM patents p JOIN companies c ON c.id = p.company_id WHERE c.eid = $1`,
        [owner!.eid],
      );
      expect(mine.data.total).toBe(count[0]?.n);
    });

    it('list a whole register newest first, every item counted, on any page', async () => {
      const registers = [
        [routes.patentList, 'patents', 'applied_on'],
        [routes.trademarkList, 'trademarks', 'applied_on'],
        [routes.softwareCopyrightList, 'software_copyrights', 'registered_on'],
        [routes.worksCopyrightList, 'works_copyrights', 'registered_on'],
        [routes.brandList, 'brands', 'founded_year'],
      ] as const;
      for (const [route, table, order] of registers) {
        const [{ n } = { n: -1 }] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table}`,
        );
        const expected = await db.query<{ id: number }>(
          `SELECT id FROM ${table} ORDER BY ${order} DESC, id DESC LIMIT 10 OFFSET 10`,
        );
        const page = (await get(`${route.path}?${qs({ page: 2 })}`)).json();
        expect([table, page.data.total]).toEqual([table, n]);
        expect([table, page.data.list.map((item: { id: number }) => item.id)]).toEqual([
          table,
          expected.map((row) => row.id),
        ]);
        const past = (await get(`${route.path}?${qs({ page: 1000 })}`)).json();
        expect([table, past.data.total, past.data.list]).toEqual([table, n, []]);
      }
    });

    it('list every company by id without a keyword, the whole register counted', async () => {
      const [{ n } = { n: -1 }] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM companies',
      );
      const expected = await db.query<{ eid: string }>(
        'SELECT eid FROM companies ORDER BY id LIMIT 10 OFFSET 10',
      );
      const eids = expected.map((row) => row.eid);
      const pageOf = async (route: { path: string }) =>
        (await get(`${route.path}?${qs({ page: 2 })}`)).json();
      for (const route of [routes.einList, routes.reportList]) {
        const page = await pageOf(route);
        expect([route.id, page.data.total]).toEqual([route.id, n]);
        expect(page.data.list.map((item: { eid: string }) => item.eid)).toEqual(eids);
      }
      // A database seeded before the search counts existed has no total row: counted instead.
      const [total] = await db.query<Record<string, unknown>>(
        "SELECT * FROM search_gram_counts WHERE gram = ''",
      );
      await db.query("DELETE FROM search_gram_counts WHERE gram = ''");
      try {
        expect((await pageOf(routes.einList)).data.total).toBe(n);
      } finally {
        if (total) {
          await db.query(
            'INSERT INTO search_gram_counts SELECT * FROM json_populate_record(NULL::search_gram_counts, $1)',
            [JSON.stringify(total)],
          );
        }
      }
    });

    it('list a company’s filed report years, newest first, and its reports', async () => {
      const list = (await get(`${routes.reportList.path}?${qs({ keyword: '深圳' })}`)).json();
      const withYears = list.data.list.find((c: { years: number[] }) => c.years.length > 1);
      expect(withYears.years).toEqual([...withYears.years].sort((a: number, b: number) => b - a));
      const detail = (
        await get(`${routes.declarationYears.path}?${qs({ eid: withYears.eid })}`)
      ).json();
      expect(detail.data.years.map((y: { year: number }) => y.year)).toEqual(withYears.years);
      expect(detail.data.company.eid).toBe(withYears.eid);
    });

    it('find a company by its tax number in the tax-id lookup', async () => {
      const [company] = await db.query<{ tax_id: string; eid: string }>(
        'SELECT tax_id, eid FROM companies WHERE id = 42',
      );
      const list = (await get(`${routes.einList.path}?${qs({ keyword: company!.tax_id })}`)).json();
      expect(list.data.list[0].eid).toBe(company!.eid);
    });
  });

  // ------------------------------------------------------------------------------------ login

  describe('login', () => {
    it('refuses redirects off the site and bad test account names', async () => {
      for (const redirect of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        'relative',
      ]) {
        const res = await get(
          `/wechat-sim/authorize?${qs({ redirect_uri: redirect, state: 's' })}`,
        );
        expect(res.statusCode, redirect).toBe(400);
      }
      const bad = await get(
        `/wechat-sim/authorize?${qs({ redirect_uri: '/', state: 's', account: 'Robert;drop' })}`,
      );
      expect(bad.statusCode).toBe(400);
    });

    it('logs demo in with code 0, a token, user info and a chat account', async () => {
      const code = await loginCode('demo');
      const body = (
        await get(`${routes.wxLoginCallback.path}?${qs({ code, state: 'st-1' })}`)
      ).json();
      expect(body.code).toBe(0);
      expect(body.data.token).toEqual(expect.any(String));
      expect(body.data.userInfo).toMatchObject({ nickname: '易商云体验官', name: '王小明' });
      expect(body.data.theLatestUserInfo).toEqual(body.data.userInfo);
      expect(body.data.imAccount.im_accid).toMatch(/^ysy_user_/);
    });

    it('answers code 2 with verify info for the verify account', async () => {
      const code = await loginCode('verify');
      const body = (
        await get(`${routes.wxLoginCallback.path}?${qs({ code, state: 'st-1' })}`)
      ).json();
      expect(body.code).toBe(2);
      expect(Object.keys(body.data).sort()).toEqual(['openid', 'token', 'unid']);
    });

    it('gives every other account its own user', async () => {
      const a = await login('alice');
      const b = await login('bob');
      const user = async (token: string) =>
        (
          await app.inject({
            method: 'POST',
            url: routes.getLatestUser.path,
            headers: { authorization: token },
            payload: {},
          })
        ).json().data.user;
      expect((await user(a)).id).not.toBe((await user(b)).id);
      expect((await user(a)).name).toBe('alice');
    });

    it('takes a code once, within five minutes, with its own state', async () => {
      const code = await loginCode();
      const first = (
        await get(`${routes.wxLoginCallback.path}?${qs({ code, state: 'st-1' })}`)
      ).json();
      expect(first.code).toBe(0);
      const again = (
        await get(`${routes.wxLoginCallback.path}?${qs({ code, state: 'st-1' })}`)
      ).json();
      expect(again).toEqual({ code: 40163, msg: upstreamMessages.loginCodeUsed });

      const unknown = (
        await get(`${routes.wxLoginCallback.path}?${qs({ code: 'made-up', state: 'st-1' })}`)
      ).json();
      expect(unknown).toEqual({ code: 40029, msg: upstreamMessages.loginCodeInvalid });

      const wrongState = await loginCode();
      const mismatch = (
        await get(`${routes.wxLoginCallback.path}?${qs({ code: wrongState, state: 'other' })}`)
      ).json();
      expect(mismatch.code).not.toBe(0);

      const stale = await loginCode();
      clock += 5 * 60 * 1000 + 1;
      const expired = (
        await get(`${routes.wxLoginCallback.path}?${qs({ code: stale, state: 'st-1' })}`)
      ).json();
      expect(expired).toEqual({ code: 42003, msg: upstreamMessages.loginCodeExpired });
    });

    it('expires tokens (403), refreshes them within 30 days, and retires the old one', async () => {
      const token = await login();
      const latest = (authorization: string) =>
        app.inject({
          method: 'POST',
          url: routes.getLatestUser.path,
          headers: { authorization },
          payload: {},
        });
      expect((await latest(token)).statusCode).toBe(200);
      expect((await latest(`Bearer ${token}`)).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'POST', url: routes.getLatestUser.path, payload: {} }))
          .statusCode,
      ).toBe(403);
      expect((await latest('not-a-token')).statusCode).toBe(403);

      clock += TOKEN_TTL_SECONDS * 1000 + 1;
      const expired = await latest(token);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ code: 403, msg: upstreamMessages.tokenInvalid });

      const refreshed = await get(routes.issueToken.path, { authorization: token });
      expect(refreshed.statusCode).toBe(200);
      const fresh = refreshed.json().data.token as string;
      expect(fresh).not.toBe(token);
      expect((await latest(fresh)).statusCode).toBe(200);

      // A second exchange of the same old token within a minute (concurrent requests) works…
      expect((await get(routes.issueToken.path, { authorization: token })).statusCode).toBe(200);
      // …later it does not.
      clock += 2 * 60 * 1000;
      expect((await get(routes.issueToken.path, { authorization: token })).statusCode).toBe(403);

      clock += 31 * DAY;
      expect((await get(routes.issueToken.path, { authorization: fresh })).statusCode).toBe(403);
      expect((await get(routes.issueToken.path)).statusCode).toBe(403);
    });
  });

  // ------------------------------------------------------------------------------ publish need

  describe('publish need', () => {
    it('stores the need and phone with the caller IP', async () => {
      const res = await app.inject({
        method: 'POST',
        url: routes.publishDemand.path,
        payload: { need: ' 代理记账 ', phone: '18612345678' },
      });
      expect(res.json()).toEqual({ code: 0, msg: upstreamMessages.demandPublished });
      const rows = await db.query<{ need: string; phone: string; ip: string }>(
        `SELECT need, phone, ip FROM demands WHERE phone = '18612345678'`,
      );
      expect(rows).toEqual([{ need: '代理记账', phone: '18612345678', ip: '127.0.0.1' }]);
    });

    it("refuses invalid needs with the product's validation messages and stores nothing", async () => {
      const post = (payload: object) =>
        app.inject({ method: 'POST', url: routes.publishDemand.path, payload });
      expect((await post({ need: '', phone: '' })).json()).toMatchObject({
        code: 400,
        msg: '请输入发布需求和手机号',
      });
      expect((await post({ need: '注册', phone: '12345678901' })).json()).toMatchObject({
        msg: '手机号码格式不正确',
      });
      expect((await post({ need: '一'.repeat(16), phone: '13812345678' })).json()).toMatchObject({
        msg: '内容太长',
      });
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM demands WHERE phone = '13812345678'`,
      );
      expect(rows[0]?.n).toBe(0);
    });
  });

  // -------------------------------------------------------------------------- phone consultation

  describe('free phone consultation', () => {
    async function smsCode(phone: string): Promise<string> {
      const body = (await get(`${routes.getPhoneCode.path}?${qs({ phone })}`)).json();
      expect(body.code).toBe(0);
      const match = /^验证码已发送（演示环境验证码：(\d{6})）$/.exec(body.msg);
      expect(match, body.msg).not.toBeNull();
      return match![1]!;
    }
    const start = async (phone: string, code: string, id = 1) =>
      (await get(`${routes.freePhone.path}?${qs({ phone, code, id })}`)).json();
    const status = async (sessionId: string) =>
      (await get(`${routes.freePhoneStatus.path}?${qs({ sessionId })}`)).json();

    it('checks the code: wrong → 422, right → session, used or expired → 1', async () => {
      const code = await smsCode('13600000007');
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await start('13600000007', wrong)).toEqual({ code: 422, msg: '验证码错误' });
      const ok = await start('13600000007', code);
      expect(ok.code).toBe(0);
      expect(ok.sessionId).toMatch(/^[0-9a-f]{32}$/);
      expect((await start('13600000007', code)).code).toBe(1);

      const late = await smsCode('13600000008');
      clock += 5 * 60 * 1000 + 1;
      expect(await start('13600000008', late)).toEqual({
        code: 1,
        msg: upstreamMessages.smsCodeExpired,
      });

      const calls = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM phone_calls WHERE phone = '13600000007'`,
      );
      expect(calls[0]?.n).toBe(1);
    });

    it('voids a code after five wrong guesses', async () => {
      const code = await smsCode('13600000001');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await start('13600000001', wrong)).code).toBe(422);
      expect(await start('13600000001', code)).toEqual({
        code: 1,
        msg: upstreamMessages.smsTooManyAttempts,
      });
    });

    it.each([
      [
        '13500000002',
        [
          [0, false, false, []],
          [3_900, false, false, []],
          [4_000, false, 'disconnect', [0]],
        ],
      ],
      [
        '13500000005',
        [
          [0, false, false, []],
          [5_999, false, false, []],
          [6_000, false, 'disconnect', [1]],
        ],
      ],
      [
        '13500000008',
        [
          [0, false, false, []],
          [3_000, 'answer', false, []],
          [8_999, 'answer', false, []],
          [9_000, 'answer', 'disconnect', []],
        ],
      ],
    ] as const)('follows the timeline of a phone ending in %s', async (phone, steps) => {
      const code = await smsCode(phone);
      const started = clock;
      const { sessionId } = await start(phone, code);
      for (const [at, alert, disconnect, ret] of steps) {
        clock = started + at;
        expect(await status(sessionId), `${phone} at ${at}`).toEqual({
          code: 0,
          alert,
          disconnect,
          return: ret,
        });
      }
      clock = started + 15_000;
      expect((await status(sessionId)).disconnect).toBe('disconnect');
    });

    it('answers an unknown session with a non-zero code', async () => {
      expect((await status('no-such-call')).code).not.toBe(0);
    });
  });
});
