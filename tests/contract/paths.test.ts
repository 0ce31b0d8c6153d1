import type { Db } from '@ysy/bff/embedded/db/database';
import { SUPPORT_AGENT } from '@ysy/bff/embedded/upstream/seed/content';
import { openSeededDatabase, testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { SESSION_COOKIE, unsealToken } from '@ysy/bff/plugins/session-cookie';
import { TEST_SESSION_SECRET, TEST_SUPPORT_API_KEY } from '@ysy/bff/testing/test-config';
import { ErrorReplySchema } from '@ysy/contracts/common/envelope';
import { messages } from '@ysy/contracts/common/messages';
import { directoryMessages } from '@ysy/contracts/directory/messages';
import type { ReplyOf, RouteDef } from '@ysy/contracts/common/route';
import { CapitalBandSchema, CompanySummarySchema } from '@ysy/contracts/company/schemas';
import { KNOWLEDGE_OK } from '@ysy/contracts/knowledge/schemas';
import { routeList, routes, type RouteId } from '@ysy/contracts/routes';
import { serviceMessages } from '@ysy/contracts/service/messages';
import { accountMessages } from '@ysy/contracts/account/messages';
import { searchHistoryMessages } from '@ysy/contracts/account/search-history';
import request, { type Response } from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '@ysy/contracts/chat/schemas';
import {
  CHINESE,
  TEST_AGENT_PASSWORD,
  XHR,
  countRows,
  phoneMaker,
  sha256,
  simulatedScan,
  startSystem,
  type Scanned,
  type System,
} from './harness';

/**
 * Every exposed path of the route table against the real system (BFF → embedded upstream →
 * database), once per database: valid requests get replies their contract accepts, with real
 * seeded content; invalid ones get a Chinese 400 and never reach the far side; writes store
 * exactly what was valid; login, the free phone consultation and the support host end to end.
 * No reply may carry the support key or an upstream token.
 */

const COMPANIES = 1_000;
const PAGE_SIZE = 10;
const KEYWORD = '科技';

type ExposedId = Exclude<RouteId, 'issueToken' | 'revokeToken'>;
const exposedIds = routeList.filter((route) => route.exposed).map((route) => route.id);
const KNOWLEDGE_ROUTES: readonly RouteId[] = [
  'knowledgeIndex',
  'knowledgeIndexYsy',
  'knowledgeArticle',
];

/** The member of a reply union with `code: C`; the whole reply when `code` is a plain number. */
type SuccessOf<R extends RouteDef, C extends number> = [Extract<ReplyOf<R>, { code: C }>] extends [
  never,
]
  ? ReplyOf<R>
  : Extract<ReplyOf<R>, { code: C }>;

/** What a request sends; the route gives method and path. */
interface Call {
  query?: Record<string, string | number>;
  body?: unknown;
  cookie?: string;
}

/** Seeded facts read from the database, so the requests use ids that exist. */
interface Seeded {
  eid: string;
  ids: Record<
    'patent' | 'trademark' | 'software' | 'works' | 'brand' | 'logo' | 'article' | 'knowledgeRoot',
    number
  >;
  knowledgeRootName: string;
  cookie: string;
}

const SMS_CODE = /演示环境验证码：(\d{6})/;
const newPhone = phoneMaker();
const visitorCode = () => `visitor_${Math.random().toString(36).slice(2, 12)}`;
const longText = (n: number) => '长'.repeat(n);

describe.each(testDatabaseKinds())('the real system on $name', (kind) => {
  let db: Db;
  let sys: System;
  let seeded: Seeded;

  // ---- helpers bound to this database's system ---------------------------------------------

  function send(route: RouteDef, call: Call = {}): Promise<Response> {
    const client = sys.client();
    // The SPA sends X-Requested-With on every call; calls with side effects need it.
    const test =
      route.method === 'GET'
        ? client
            .get(route.bffPath)
            .set(XHR)
            .query(call.query ?? {})
        : client
            .post(route.bffPath)
            .set(XHR)
            .send(call.body ?? {});
    if (call.cookie !== undefined) test.set('Cookie', call.cookie);
    return sys.send(test);
  }

  /** The reply of a 200, checked against the route's contract. */
  function replyOf<R extends RouteDef>(route: R, res: Response): ReplyOf<R> {
    expect(res.status, res.text).toBe(200);
    const parsed = route.reply.safeParse(res.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    return parsed.data as ReplyOf<R>;
  }

  /** The success member of a reply (code 0, or 1 for the knowledge base). */
  function success<R extends RouteDef, const C extends number = 0>(
    route: R,
    res: Response,
    code?: C,
  ): SuccessOf<R, C> {
    const reply = replyOf(route, res);
    expect(reply, res.text).toMatchObject({ code: code ?? 0 });
    return reply as SuccessOf<R, C>;
  }

  async function requestSmsCode(phone: string): Promise<string> {
    const res = await send(routes.getPhoneCode, { query: { phone } });
    const reply = success(routes.getPhoneCode, res);
    const code = SMS_CODE.exec(reply.msg)?.[1];
    expect(code, reply.msg).toBeDefined();
    return code ?? '';
  }

  async function startCall(phone: string, service = 1): Promise<string> {
    const code = await requestSmsCode(phone);
    const res = await send(routes.freePhone, { query: { phone, code, id: service } });
    return success(routes.freePhone, res).sessionId;
  }

  /** Moves a call's start back by `ms`, as if that much time had passed (no sleeping). */
  async function age(sessionId: string, ms: number): Promise<void> {
    await db.query(
      `UPDATE phone_calls SET started_at = started_at - ($2::int * interval '1 millisecond')
        WHERE session_id = $1`,
      [sessionId, ms],
    );
  }

  /** The simulated WeChat scan, started as the SPA starts it: the BFF issues the state. */
  function scan(account: string): Promise<Scanned> {
    return simulatedScan(sys, account);
  }

  /** The login callback as the browser that started the login sends it. */
  function callback(scanned: Scanned): Call {
    return { query: { code: scanned.code, state: scanned.state }, cookie: scanned.stateCookie };
  }

  function sessionCookieLine(res: Response): string {
    const header: unknown = res.headers['set-cookie'];
    const lines = Array.isArray(header) ? header.map(String) : [];
    return lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  }

  function sessionCookieOf(res: Response): string | undefined {
    const header: unknown = res.headers['set-cookie'];
    const lines = Array.isArray(header) ? header.map(String) : [];
    const line = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`));
    return line?.split(';')[0];
  }

  // ---- the system ---------------------------------------------------------------------------

  beforeAll(async () => {
    db = await openSeededDatabase(kind, COMPANIES);
    sys = await startSystem({ db });

    const one = async <T>(sql: string): Promise<T> => {
      const [row] = await db.query<T>(sql);
      if (!row) throw new Error(`seed has no row for: ${sql}`);
      return row;
    };
    const minId = async (table: string) =>
      (await one<{ id: number }>(`SELECT min(id) AS id FROM ${table}`)).id;
    const root = await one<{ id: number; name: string }>(
      'SELECT id, name FROM knowledge_nodes WHERE parent_id IS NULL ORDER BY sort, id LIMIT 1',
    );
    const login = await send(routes.wxLoginCallback, callback(await scan('demo')));
    const cookie = sessionCookieOf(login);
    if (!cookie) throw new Error(`login set no session cookie: ${login.status} ${login.text}`);

    seeded = {
      eid: (await one<{ eid: string }>('SELECT eid FROM companies ORDER BY id LIMIT 1')).eid,
      ids: {
        patent: await minId('patents'),
        trademark: await minId('trademarks'),
        software: await minId('software_copyrights'),
        works: await minId('works_copyrights'),
        brand: await minId('brands'),
        logo: await minId('enterprise_logos'),
        article: await minId('knowledge_articles'),
        knowledgeRoot: root.id,
      },
      knowledgeRootName: root.name,
      cookie,
    };
  });

  afterAll(async () => {
    await sys?.close();
    await db?.close();
  });

  afterEach(async () => {
    expect(await sys.leakedSecrets()).toEqual([]);
  });

  // ---- every exposed route ------------------------------------------------------------------

  const validCall: Record<ExposedId, (s: Seeded) => Call | Promise<Call>> = {
    getNav: () => ({}),
    getBottom: () => ({}),
    wxLoginCallback: async () => callback(await scan('route_check')),
    getLatestUser: (s) => ({ body: {}, cookie: s.cookie }),
    knowledgeIndex: (s) => ({ query: { category_name: s.knowledgeRootName, user_id: 1 } }),
    knowledgeIndexYsy: (s) => ({ query: { id: s.ids.knowledgeRoot } }),
    knowledgeArticle: (s) => ({ query: { id: s.ids.article } }),
    companyProfile: (s) => ({ query: { eid: s.eid } }),
    companySearch: () => ({ query: { keyword: KEYWORD, page: 1 } }),
    companySearchCount: () => ({ query: { keyword: KEYWORD } }),
    capitalBands: () => ({}),
    einDetails: (s) => ({ query: { eid: s.eid } }),
    customerServiceAll: () => ({ query: { page: 1 } }),
    publishDemand: () => ({ body: { need: '公司注册', phone: newPhone() } }),
    getPhoneCode: () => ({ query: { phone: newPhone() } }),
    freePhone: async () => {
      const phone = newPhone(7);
      return { query: { phone, code: await requestSmsCode(phone), id: 2 } };
    },
    freePhoneStatus: async () => ({ query: { sessionId: await startCall(newPhone(1)) } }),
    kfAccount: () => ({}),
    getOrCreate: () => ({ body: { js_code: visitorCode(), channel: 3 } }),
    einList: () => ({ query: { keyword: KEYWORD } }),
    reportList: () => ({ query: { keyword: KEYWORD, page: 1 } }),
    declarationYears: (s) => ({ query: { eid: s.eid } }),
    patentList: () => ({ query: { page: 1 } }),
    patentDetails: (s) => ({ query: { id: s.ids.patent } }),
    trademarkList: () => ({}),
    trademarkDetails: (s) => ({ query: { id: s.ids.trademark } }),
    softwareCopyrightList: () => ({}),
    softwareCopyrightDetails: (s) => ({ query: { id: s.ids.software } }),
    worksCopyrightList: () => ({}),
    worksCopyrightDetails: (s) => ({ query: { id: s.ids.works } }),
    brandList: () => ({}),
    brandDetails: (s) => ({ query: { id: s.ids.brand } }),
    enterpriseLogoList: () => ({}),
    enterpriseLogoDetails: (s) => ({ query: { id: s.ids.logo } }),
    companySuggest: () => ({ query: { keyword: KEYWORD } }),
    companyErrorReport: (s) => ({
      body: { eid: s.eid, topic: 'basic', content: '注册地址已经变更' },
    }),
    bffConfig: () => ({}),
    bffLogout: () => ({}),
    bffLoginState: () => ({}),
    serviceOffer: () => ({ query: { slug: 'buyfinance' } }),
    serviceList: () => ({}),
    serviceOrder: () => ({
      body: {
        slug: 'buyfinance',
        plan_code: 'small',
        term_months: 12,
        contact_name: '王先生',
        phone: newPhone(),
      },
    }),
    contactMessage: () => ({
      body: {
        topic: '业务咨询',
        name: '王先生',
        phone: newPhone(),
        message: '想了解代理记账的价格',
      },
    }),
    vipTiers: () => ({}),
    sitePage: () => ({ query: { slug: 'privacypolicy' } }),
    campaign: () => ({ query: { slug: 'ta' } }),
    companyChanges: (s) => ({ query: { eid: s.eid, page: 1 } }),
    watchCompany: (s) => ({ body: { eid: s.eid }, cookie: s.cookie }),
    unwatchCompany: (s) => ({ body: { eid: s.eid }, cookie: s.cookie }),
    watchStatus: (s) => ({ query: { eid: s.eid }, cookie: s.cookie }),
    myWatches: (s) => ({ query: { page: 1 }, cookie: s.cookie }),
    alertList: (s) => ({ query: { page: 1 }, cookie: s.cookie }),
    alertUnread: (s) => ({ cookie: s.cookie }),
    markAlertsRead: (s) => ({ body: {}, cookie: s.cookie }),
    searchHistory: (s) => ({ query: { page: 1 }, cookie: s.cookie }),
    recordSearch: (s) => ({ body: { keyword: '易商', kind: 'company' }, cookie: s.cookie }),
    removeSearch: (s) => ({ body: { id: 1 }, cookie: s.cookie }),
    clearSearchHistory: (s) => ({ body: {}, cookie: s.cookie }),
    searchHistorySetting: (s) => ({ cookie: s.cookie }),
    setSearchHistorySetting: (s) => ({ body: { keep: true }, cookie: s.cookie }),
    myOrders: (s) => ({ query: { page: 1 }, cookie: s.cookie }),
    myNeeds: (s) => ({ query: { page: 1 }, cookie: s.cookie }),
    myBenefits: (s) => ({ cookie: s.cookie }),
    myData: (s) => ({ cookie: s.cookie }),
    // An account of its own: the seeded user's cookie serves the other calls.
    deleteAccount: async () => {
      const login = await send(routes.wxLoginCallback, callback(await scan('route_delete')));
      return { body: {}, cookie: sessionCookieOf(login) };
    },
    myExports: (s) => ({ query: { page: 1 }, cookie: s.cookie }),
    verifyPhoneLogin: async () => {
      const login = await send(routes.wxLoginCallback, callback(await scan('verify')));
      const body: unknown = login.body;
      const info = (body as { data: { openid: string; unid: string } }).data;
      const phone = newPhone();
      return {
        cookie: sessionCookieOf(login),
        body: { openid: info.openid, unid: info.unid, phone, code: await requestSmsCode(phone) },
      };
    },
    imTicket: async () => {
      // The visitor's chat account is sealed into a cookie by getOrCreate; the ticket needs it.
      const created = await send(routes.getOrCreate, {
        body: { js_code: visitorCode(), channel: 3 },
      });
      const header: unknown = created.headers['set-cookie'];
      const lines = Array.isArray(header) ? header.map(String) : [];
      const cookie = lines.map((line) => line.split(';')[0]).join('; ');
      return { body: { role: 'support' }, cookie };
    },
    agentLogin: () => ({
      body: { account: SUPPORT_AGENT.accid, password: TEST_AGENT_PASSWORD },
    }),
  };

  describe('every exposed route', () => {
    it('has a valid request in this test (the table covers the route list)', () => {
      expect(Object.keys(validCall).sort()).toEqual([...exposedIds].sort());
    });

    it.each(exposedIds)(
      '%s: a valid request → 200 with a success reply its contract accepts',
      async (id) => {
        const route = routes[id as RouteId];
        const build = validCall[id as ExposedId];
        const res = await send(route, await build(seeded));
        success(route, res, KNOWLEDGE_ROUTES.includes(route.id as RouteId) ? KNOWLEDGE_OK : 0);
      },
    );

    it.each([routes.issueToken, routes.revokeToken])(
      'does not serve $path (the BFF alone calls it)',
      async (route) => {
        const before = sys.forwardedCount();
        const res = await send(route, { cookie: seeded.cookie, body: {} });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 404, msg: messages.notFound });
        expect(sys.forwardedCount()).toBe(before);
      },
    );

    it('/docs/openapi.json lists every exposed path with its method, and nothing else of ours', async () => {
      const res = await sys.send(sys.client().get('/docs/openapi.json'));
      expect(res.status).toBe(200);
      const paths = res.body.paths as Record<string, Record<string, unknown>>;
      for (const route of routeList.filter((r) => r.exposed)) {
        expect(paths[route.bffPath], route.bffPath).toHaveProperty(route.method.toLowerCase());
      }
      expect(Object.keys(paths)).not.toContain(routes.issueToken.path);
      expect(Object.keys(paths)).not.toContain(routes.revokeToken.path);
      expect(Object.keys(paths)).toHaveLength(exposedIds.length);
    });

    it('/healthz and /readyz answer 200 on this database', async () => {
      expect((await sys.send(sys.client().get('/healthz'))).status).toBe(200);
      expect((await sys.send(sys.client().get('/readyz'))).status).toBe(200);
    });
  });

  // ---- seeded content -----------------------------------------------------------------------

  describe('company search', () => {
    // The contract leaves a listed company's fields optional; this upstream sends every one.
    const FullSummarySchema = CompanySummarySchema.required();
    const FullBandSchema = CapitalBandSchema.required({
      id: true,
      name: true,
      min: true,
      max: true,
    });
    const search = async (query: Record<string, string | number>) => {
      const list = success(routes.companySearch, await send(routes.companySearch, { query })).data
        .customList;
      return {
        ...list,
        entInfos: list.entInfos.map((company) => FullSummarySchema.parse(company)),
      };
    };
    const count = async (query: Record<string, string | number>) =>
      success(routes.companySearchCount, await send(routes.companySearchCount, { query })).data
        .total;

    it(`finds companies for ${KEYWORD}, name matches first, and the count agrees with the list`, async () => {
      const list = await search({ keyword: KEYWORD });
      expect(list.total).toBeGreaterThan(PAGE_SIZE);
      expect(list.page).toBe(1);
      expect(list.entInfos).toHaveLength(PAGE_SIZE);
      for (const company of list.entInfos) expect(company.name).toContain(KEYWORD);
      expect(await count({ keyword: KEYWORD })).toBe(list.total);
    });

    it('pages through every match exactly once', async () => {
      const { total } = await search({ keyword: KEYWORD });
      const pages = Math.ceil(total / PAGE_SIZE);
      const seen = new Set<string>();
      for (let page = 1; page <= pages; page++) {
        const list = await search({ keyword: KEYWORD, page });
        expect(list.page).toBe(page);
        expect(list.total).toBe(total);
        expect(list.entInfos).toHaveLength(
          page < pages ? PAGE_SIZE : total - (pages - 1) * PAGE_SIZE,
        );
        for (const company of list.entInfos) seen.add(company.eid);
      }
      expect(seen.size).toBe(total);
      const beyond = await search({ keyword: KEYWORD, page: pages + 1 });
      expect(beyond).toMatchObject({ total, page: pages + 1, entInfos: [] });
    });

    it('ranks the company first when its exact name is searched', async () => {
      const { entInfos } = await search({ keyword: KEYWORD, page: 3 });
      const target = entInfos[4];
      if (!target) throw new Error('page 3 has fewer than 5 companies');
      const found = await search({ keyword: target.name });
      expect(found.entInfos[0]?.eid).toBe(target.eid);
    });

    it('finds a company by its legal representative', async () => {
      const [company] = (await search({ keyword: KEYWORD, page: 2 })).entInfos;
      if (!company) throw new Error('no company');
      const total = await count({ keyword: company.legal_person });
      expect(total).toBeGreaterThan(0);
      const eids: string[] = [];
      for (let page = 1; page <= Math.min(Math.ceil(total / PAGE_SIZE), 30); page++) {
        const list = await search({ keyword: company.legal_person, page });
        eids.push(...list.entInfos.map((c) => c.eid));
      }
      expect(eids).toContain(company.eid);
    });

    it('filters by province and capital band, and the count agrees', async () => {
      const byProvince = await search({ keyword: KEYWORD, province: '广东省' });
      expect(byProvince.total).toBeGreaterThan(0);
      for (const company of byProvince.entInfos) expect(company.province).toBe('广东省');
      expect(await count({ keyword: KEYWORD, province: '广东省' })).toBe(byProvince.total);

      const filters = success(routes.capitalBands, await send(routes.capitalBands)).data
        .seniorDimensionYuan;
      expect(filters.provincArea.map((p) => p.name)).toContain('广东省');
      const band = filters.yuan
        .map((b) => FullBandSchema.parse(b))
        .find((b) => b.max !== null && b.min > 0);
      if (!band || band.max === null) throw new Error('no closed capital band');
      const byCapital = await search({ keyword: KEYWORD, yuan: band.id });
      expect(byCapital.total).toBeGreaterThan(0);
      expect(byCapital.total).toBeLessThan((await search({ keyword: KEYWORD })).total);
      for (const company of byCapital.entInfos) {
        expect(company.reg_capital_wan).toBeGreaterThanOrEqual(band.min);
        expect(company.reg_capital_wan).toBeLessThan(band.max);
      }
    });

    it('details of a listed company return that company', async () => {
      const [listed] = (await search({ keyword: KEYWORD })).entInfos;
      if (!listed) throw new Error('no company');
      const { custom } = success(
        routes.companyProfile,
        await send(routes.companyProfile, { query: { eid: listed.eid } }),
      ).data;
      // A result line also says what matched and opens the scope; the profile has neither.
      const { match: _match, scope: _scope, ...summary } = listed;
      expect(custom).toMatchObject(summary);
      const ein = success(
        routes.einDetails,
        await send(routes.einDetails, { query: { eid: listed.eid } }),
      ).data;
      expect(ein).toMatchObject({
        eid: listed.eid,
        name: listed.name,
        credit_code: listed.credit_code,
      });
      const years = success(
        routes.declarationYears,
        await send(routes.declarationYears, { query: { eid: listed.eid } }),
      ).data;
      expect(years.company).toEqual(summary);
    });

    it('an unknown company is a failure reply with a Chinese msg', async () => {
      const reply = replyOf(
        routes.companyProfile,
        await send(routes.companyProfile, { query: { eid: 'no-such-eid' } }),
      );
      expect(reply.code).not.toBe(0);
      expect(reply.msg).toMatch(CHINESE);
    });
  });

  describe('lookups', () => {
    const pairs = [
      ['patentList', 'patentDetails', 'title'],
      ['trademarkList', 'trademarkDetails', 'name'],
      ['softwareCopyrightList', 'softwareCopyrightDetails', 'name'],
      ['worksCopyrightList', 'worksCopyrightDetails', 'name'],
      ['brandList', 'brandDetails', 'name'],
      ['enterpriseLogoList', 'enterpriseLogoDetails', 'company_name'],
    ] as const;

    it.each(pairs)(
      '%s lists items; %s of a listed id returns it; its name finds it',
      async (listId, detailsId, nameField) => {
        const list = success(routes[listId], await send(routes[listId])).data;
        expect(list.total).toBeGreaterThan(0);
        expect(list.list.length).toBeGreaterThan(0);
        const item = list.list[0];
        if (!item) throw new Error('empty list');
        const details = success(
          routes[detailsId],
          await send(routes[detailsId], { query: { id: item.id } }),
        ).data;
        expect(details).toEqual(item);

        const name: unknown = Reflect.get(item, nameField);
        if (typeof name !== 'string') throw new Error(`${nameField} is not text`);
        const byName = success(
          routes[listId],
          await send(routes[listId], { query: { keyword: name } }),
        ).data;
        expect(byName.list.map((found) => found.id)).toContain(item.id);

        const byCompany = success(
          routes[listId],
          await send(routes[listId], { query: { eid: item.eid } }),
        ).data;
        expect(byCompany.total).toBeGreaterThan(0);
        for (const found of byCompany.list) expect(found.eid).toBe(item.eid);

        const unknown = replyOf(
          routes[detailsId],
          await send(routes[detailsId], { query: { id: 2_000_000_000 } }),
        );
        expect(unknown.code).not.toBe(0);
      },
    );

    it('tax ids and annual reports list companies of the keyword', async () => {
      const ein = success(
        routes.einList,
        await send(routes.einList, { query: { keyword: KEYWORD } }),
      ).data;
      expect(ein.total).toBe(
        success(
          routes.companySearchCount,
          await send(routes.companySearchCount, { query: { keyword: KEYWORD } }),
        ).data.total,
      );
      for (const item of ein.list) expect(item.name).toContain(KEYWORD);
      const reports = success(
        routes.reportList,
        await send(routes.reportList, { query: { keyword: KEYWORD } }),
      ).data;
      expect(reports.total).toBe(ein.total);
      const withYears = reports.list.find((item) => item.years.length > 0);
      if (!withYears) throw new Error('no company with a report');
      const years = success(
        routes.declarationYears,
        await send(routes.declarationYears, { query: { eid: withYears.eid } }),
      ).data;
      expect(years.years.map((y) => y.year)).toEqual(withYears.years);
    });
  });

  describe('site content', () => {
    it('nav: sub-menus at index 1 and 4, a further level under the fifth item', async () => {
      const nav = success(routes.getNav, await send(routes.getNav)).data;
      expect(nav.length).toBeGreaterThanOrEqual(5);
      expect(nav[1]?.children.length).toBeGreaterThan(0);
      expect(nav[4]?.children.some((child) => (child.children ?? []).length > 0)).toBe(true);
      for (const item of nav) expect(item.category_name).toMatch(CHINESE);
    });

    it('footer groups, config, and consultants with images served through the BFF', async () => {
      const groups = success(routes.getBottom, await send(routes.getBottom)).data;
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) expect(group.children.length).toBeGreaterThan(0);

      const config = success(routes.bffConfig, await send(routes.bffConfig)).data;
      expect(config).toMatchObject({
        hotline: '400-800-6688',
        chat: { mode: 'local' },
        wechat: { mode: 'simulated' },
      });

      const page1 = success(
        routes.customerServiceAll,
        await send(routes.customerServiceAll, { query: { page: 1 } }),
      );
      const page2 = success(
        routes.customerServiceAll,
        await send(routes.customerServiceAll, { query: { page: 2 } }),
      );
      const all = [...page1.data.customerServiceAll, ...page2.data.customerServiceAll];
      expect(new Set(all.map((c) => c.id)).size).toBeGreaterThanOrEqual(8);
      const [first] = all;
      if (!first) throw new Error('no consultant');
      for (const url of [first.buphoto, first.qyh_qywx]) {
        const image = await sys.send(sys.client().get(url));
        expect(image.status, url).toBe(200);
        expect(String(image.headers['content-type'])).toMatch(/^image\//);
      }
    });

    it('knowledge base: by id, by name, an article; an unknown category is not code 1', async () => {
      const byId = success(
        routes.knowledgeIndexYsy,
        await send(routes.knowledgeIndexYsy, { query: { id: seeded.ids.knowledgeRoot } }),
        KNOWLEDGE_OK,
      ).data;
      expect(byId.hierarchy[0]?.id).toBe(seeded.ids.knowledgeRoot);
      expect(byId.hierarchy[0]?.children?.[0]?.children?.[0]?.url).toMatch(
        /^\/knowledgebase\/\d+$/,
      );
      const byName = success(
        routes.knowledgeIndex,
        await send(routes.knowledgeIndex, { query: { category_name: seeded.knowledgeRootName } }),
        KNOWLEDGE_OK,
      ).data;
      expect(byName.hierarchy).toEqual(byId.hierarchy);
      const [summary] = byName.articles ?? [];
      if (!summary) throw new Error('no article under the first category');
      const { article } = success(
        routes.knowledgeArticle,
        await send(routes.knowledgeArticle, { query: { id: summary.id } }),
        KNOWLEDGE_OK,
      ).data;
      expect(article).toMatchObject(summary);
      expect(article.content.length).toBeGreaterThan(0);

      const unknown = replyOf(
        routes.knowledgeIndex,
        await send(routes.knowledgeIndex, { query: { category_name: '不存在的分类' } }),
      );
      expect(unknown.code).not.toBe(KNOWLEDGE_OK);
    });
  });

  // ---- invalid input ------------------------------------------------------------------------

  interface BadCase {
    id: ExposedId;
    what: string;
    query?: Record<string, string>;
    body?: unknown;
    /** Sent as the raw JSON body text. */
    rawBody?: string;
    /** The exact msg, where the product or the contracts fix it. */
    msg?: string;
  }

  const long51 = longText(51);
  const phone = '13912345678';
  const listBad = (id: ExposedId): BadCase[] => [
    { id, what: 'page not a number', query: { page: 'abc' }, msg: messages.pageNotNumber },
    { id, what: 'page 0', query: { page: '0' }, msg: messages.pageTooSmall },
    {
      id,
      what: 'keyword of 51 characters',
      query: { keyword: long51 },
      msg: messages.keywordTooLong,
    },
  ];
  const detailsBad = (id: ExposedId): BadCase[] => [
    { id, what: 'id missing', query: {}, msg: messages.idInvalid },
    { id, what: 'id negative', query: { id: '-1' }, msg: messages.idInvalid },
    { id, what: 'id not a number', query: { id: 'x1' }, msg: messages.idInvalid },
  ];

  const badCases: BadCase[] = [
    // publish need (docs/behaviour.md#validation)
    {
      id: 'publishDemand',
      what: 'both empty',
      body: { need: '', phone: '' },
      msg: messages.needAndPhoneEmpty,
    },
    { id: 'publishDemand', what: 'no body fields', body: {}, msg: messages.needAndPhoneEmpty },
    { id: 'publishDemand', what: 'need empty', body: { need: '', phone }, msg: messages.needEmpty },
    {
      id: 'publishDemand',
      what: 'need blank',
      body: { need: '   ', phone },
      msg: messages.needEmpty,
    },
    {
      id: 'publishDemand',
      what: 'phone empty',
      body: { need: '公司注册', phone: '' },
      msg: messages.phoneEmpty,
    },
    {
      id: 'publishDemand',
      what: 'phone missing',
      body: { need: '公司注册' },
      msg: messages.phoneEmpty,
    },
    {
      id: 'publishDemand',
      what: 'phone prefix 16',
      body: { need: '公司注册', phone: '16800138000' },
      msg: messages.phoneBadFormat,
    },
    {
      id: 'publishDemand',
      what: 'phone of 10 digits',
      body: { need: '公司注册', phone: '1380013800' },
      msg: messages.phoneBadFormat,
    },
    {
      id: 'publishDemand',
      what: 'phone prefix 19 but not 199',
      body: { need: '公司注册', phone: '19812345678' },
      msg: messages.phoneBadFormat,
    },
    {
      id: 'publishDemand',
      what: 'need of 16 characters',
      body: { need: longText(16), phone },
      msg: messages.needTooLong,
    },
    {
      id: 'publishDemand',
      what: 'need of 1 character',
      body: { need: '注', phone },
      msg: messages.needTooShort,
    },
    { id: 'publishDemand', what: 'wrong types', body: { need: 12345, phone: 13800138000 } },
    { id: 'publishDemand', what: 'an unknown field', body: { need: '公司注册', phone, vip: true } },
    {
      id: 'publishDemand',
      what: 'a body that is not JSON',
      rawBody: '{"need":',
      msg: messages.badRequest,
    },
    // consultation
    { id: 'getPhoneCode', what: 'phone missing', query: {}, msg: messages.phoneEmpty },
    { id: 'getPhoneCode', what: 'phone empty', query: { phone: '' }, msg: messages.phoneEmpty },
    {
      id: 'getPhoneCode',
      what: 'second digit 2',
      query: { phone: '12345678901' },
      msg: messages.consultPhoneBadFormat,
    },
    {
      id: 'getPhoneCode',
      what: '12 digits',
      query: { phone: '139123456789' },
      msg: messages.consultPhoneBadFormat,
    },
    {
      id: 'freePhone',
      what: 'code missing',
      query: { phone, id: '1' },
      msg: messages.verifyCodeEmpty,
    },
    {
      id: 'freePhone',
      what: 'code empty',
      query: { phone, code: '', id: '1' },
      msg: messages.verifyCodeEmpty,
    },
    {
      id: 'freePhone',
      what: 'code not 6 digits',
      query: { phone, code: '12ab', id: '1' },
      msg: messages.verifyCodeBadFormat,
    },
    {
      id: 'freePhone',
      what: 'phone empty',
      query: { phone: '', code: '123456', id: '1' },
      msg: messages.phoneEmpty,
    },
    {
      id: 'freePhone',
      what: 'bad phone',
      query: { phone: '10012345678', code: '123456', id: '1' },
      msg: messages.consultPhoneBadFormat,
    },
    {
      id: 'freePhone',
      what: 'unknown service',
      query: { phone, code: '123456', id: '99' },
      msg: messages.serviceIdInvalid,
    },
    {
      id: 'freePhone',
      what: 'service not a number',
      query: { phone, code: '123456', id: 'abc' },
      msg: messages.serviceIdInvalid,
    },
    { id: 'freePhoneStatus', what: 'sessionId missing', query: {}, msg: messages.sessionIdEmpty },
    {
      id: 'freePhoneStatus',
      what: 'sessionId of 129 characters',
      query: { sessionId: 'a'.repeat(129) },
      msg: messages.sessionIdEmpty,
    },
    // support host
    {
      id: 'getOrCreate',
      what: 'js_code with symbols',
      body: { js_code: 'visitor!!', channel: 3 },
      msg: messages.jsCodeBadFormat,
    },
    {
      id: 'getOrCreate',
      what: 'js_code missing',
      body: { channel: 3 },
      msg: messages.jsCodeBadFormat,
    },
    {
      id: 'getOrCreate',
      what: 'js_code too short',
      body: { js_code: 'abc', channel: 3 },
      msg: messages.jsCodeBadFormat,
    },
    {
      id: 'getOrCreate',
      what: 'channel 4',
      body: { js_code: 'visitor_12345678', channel: 4 },
      msg: messages.channelInvalid,
    },
    {
      id: 'getOrCreate',
      what: 'channel as text',
      body: { js_code: 'visitor_12345678', channel: '3' },
      msg: messages.channelInvalid,
    },
    {
      id: 'getOrCreate',
      what: 'an unknown field',
      body: { js_code: 'visitor_12345678', channel: 3, admin: 1 },
    },
    // chat
    { id: 'imTicket', what: 'role unknown', body: { role: 'boss' }, msg: chatMessages.roleInvalid },
    { id: 'imTicket', what: 'role missing', body: {}, msg: chatMessages.roleInvalid },
    { id: 'agentLogin', what: 'nothing given', body: {}, msg: chatMessages.agentInvalid },
    {
      id: 'agentLogin',
      what: 'password empty',
      body: { account: SUPPORT_AGENT.accid, password: '' },
      msg: chatMessages.agentInvalid,
    },
    // login
    {
      id: 'wxLoginCallback',
      what: 'code missing',
      query: { state: 's' },
      msg: messages.loginCodeEmpty,
    },
    {
      id: 'wxLoginCallback',
      what: 'state missing',
      query: { code: 'c' },
      msg: messages.loginStateEmpty,
    },
    { id: 'getLatestUser', what: 'an unknown field', body: { user_id: 1 } },
    // search
    { id: 'companySearch', what: 'keyword missing', query: {}, msg: messages.keywordEmpty },
    {
      id: 'companySearch',
      what: 'keyword blank',
      query: { keyword: '  ' },
      msg: messages.keywordEmpty,
    },
    {
      id: 'companySearch',
      what: 'keyword of 51 characters',
      query: { keyword: long51 },
      msg: messages.keywordTooLong,
    },
    {
      id: 'companySearch',
      what: 'page not a number',
      query: { keyword: KEYWORD, page: 'abc' },
      msg: messages.pageNotNumber,
    },
    {
      id: 'companySearch',
      what: 'page 0',
      query: { keyword: KEYWORD, page: '0' },
      msg: messages.pageTooSmall,
    },
    {
      id: 'companySearch',
      what: 'page 1.5',
      query: { keyword: KEYWORD, page: '1.5' },
      msg: messages.pageNotInteger,
    },
    {
      id: 'companySearch',
      what: 'page 1001',
      query: { keyword: KEYWORD, page: '1001' },
      msg: messages.pageTooLarge,
    },
    {
      id: 'companySearch',
      what: 'capital band 0',
      query: { keyword: KEYWORD, yuan: '0' },
      msg: messages.capitalBandInvalid,
    },
    {
      id: 'companySearch',
      what: 'capital band text',
      query: { keyword: KEYWORD, yuan: 'x' },
      msg: messages.capitalBandInvalid,
    },
    {
      id: 'companySearch',
      what: 'province of 21 characters',
      query: { keyword: KEYWORD, province: longText(21) },
      msg: messages.provinceTooLong,
    },
    {
      id: 'companySearch',
      what: 'user_id negative',
      query: { keyword: KEYWORD, user_id: '-3' },
      msg: messages.userIdInvalid,
    },
    { id: 'companySearchCount', what: 'keyword missing', query: {}, msg: messages.keywordEmpty },
    {
      id: 'companySearchCount',
      what: 'page -1',
      query: { keyword: KEYWORD, page: '-1' },
      msg: messages.pageTooSmall,
    },
    { id: 'companyProfile', what: 'eid missing', query: {}, msg: messages.eidEmpty },
    {
      id: 'companyProfile',
      what: 'eid of 65 characters',
      query: { eid: 'e'.repeat(65) },
      msg: messages.eidTooLong,
    },
    { id: 'einDetails', what: 'eid missing', query: {}, msg: messages.eidEmpty },
    { id: 'declarationYears', what: 'eid blank', query: { eid: ' ' }, msg: messages.eidEmpty },
    { id: 'customerServiceAll', what: 'page missing', query: {}, msg: messages.pageNotNumber },
    { id: 'customerServiceAll', what: 'page 0', query: { page: '0' }, msg: messages.pageTooSmall },
    // knowledge
    { id: 'knowledgeIndex', what: 'category missing', query: {}, msg: messages.categoryNameEmpty },
    {
      id: 'knowledgeIndex',
      what: 'category of 51 characters',
      query: { category_name: long51 },
      msg: messages.categoryNameTooLong,
    },
    ...detailsBad('knowledgeIndexYsy'),
    ...detailsBad('knowledgeArticle'),
    // lookups
    ...listBad('einList'),
    ...listBad('reportList'),
    ...listBad('patentList'),
    ...listBad('trademarkList'),
    ...listBad('softwareCopyrightList'),
    ...listBad('worksCopyrightList'),
    ...listBad('brandList'),
    ...listBad('enterpriseLogoList'),
    {
      id: 'patentList',
      what: 'eid of 65 characters',
      query: { eid: 'e'.repeat(65) },
      msg: messages.eidTooLong,
    },
    ...detailsBad('patentDetails'),
    ...detailsBad('trademarkDetails'),
    ...detailsBad('softwareCopyrightDetails'),
    ...detailsBad('worksCopyrightDetails'),
    ...detailsBad('brandDetails'),
    ...detailsBad('enterpriseLogoDetails'),
    // accounts
    { id: 'companyChanges', what: 'eid missing', query: {}, msg: messages.eidEmpty },
    {
      id: 'companyChanges',
      what: 'page 0',
      query: { eid: 'e1', page: '0' },
      msg: messages.pageTooSmall,
    },
    { id: 'watchCompany', what: 'eid missing', body: {}, msg: messages.eidEmpty },
    { id: 'watchCompany', what: 'a user id', body: { eid: 'e1', user_id: 2 } },
    {
      id: 'unwatchCompany',
      what: 'eid of 65 characters',
      body: { eid: 'e'.repeat(65) },
      msg: messages.eidTooLong,
    },
    { id: 'watchStatus', what: 'eid missing', query: {}, msg: messages.eidEmpty },
    {
      id: 'myWatches',
      what: 'page not a number',
      query: { page: 'x' },
      msg: messages.pageNotNumber,
    },
    { id: 'alertList', what: 'page 1001', query: { page: '1001' }, msg: messages.pageTooLarge },
    { id: 'myExports', what: 'page 0', query: { page: '0' }, msg: messages.pageTooSmall },
    {
      id: 'markAlertsRead',
      what: 'through 0',
      body: { through: 0 },
      msg: accountMessages.throughInvalid,
    },
    { id: 'markAlertsRead', what: 'through as text', body: { through: '5' } },
    { id: 'searchHistory', what: 'page 0', query: { page: '0' }, msg: messages.pageTooSmall },
    { id: 'recordSearch', what: 'keyword missing', body: { kind: 'company' } },
    { id: 'clearSearchHistory', what: 'a user id', body: { user_id: 2 } },
    {
      id: 'recordSearch',
      what: 'an unknown kind',
      body: { keyword: '易商', kind: 'person' },
      msg: searchHistoryMessages.kindInvalid,
    },
    { id: 'recordSearch', what: 'a user id', body: { keyword: '易商', kind: 'ein', user_id: 2 } },
    { id: 'removeSearch', what: 'id 0', body: { id: 0 }, msg: searchHistoryMessages.idInvalid },
    { id: 'setSearchHistorySetting', what: 'keep as text', body: { keep: 'no' } },
    { id: 'myOrders', what: 'page 0', query: { page: '0' }, msg: messages.pageTooSmall },
    { id: 'myNeeds', what: 'page not a number', query: { page: 'x' }, msg: messages.pageNotNumber },
    { id: 'deleteAccount', what: 'a user id', body: { user_id: 2 } },
    // service pages
    { id: 'serviceOffer', what: 'slug missing', query: {}, msg: serviceMessages.slugInvalid },
    { id: 'serviceOffer', what: 'slug with a slash', query: { slug: 'a/b' } },
    { id: 'sitePage', what: 'slug in capitals', query: { slug: 'ABOUT' } },
    { id: 'campaign', what: 'slug with a slash', query: { slug: 't/a' } },
    {
      id: 'serviceOrder',
      what: 'no plan',
      body: { slug: 'buyfinance', term_months: 12, contact_name: '王', phone: '13912345678' },
      msg: serviceMessages.planEmpty,
    },
    {
      id: 'serviceOrder',
      what: 'term as text',
      body: {
        slug: 'buyfinance',
        plan_code: 'small',
        term_months: '12',
        contact_name: '王',
        phone: '13912345678',
      },
      msg: serviceMessages.termInvalid,
    },
    {
      id: 'contactMessage',
      what: 'message of 501 characters',
      body: { topic: '其他', name: '王', phone: '13912345678', message: longText(501) },
      msg: serviceMessages.messageTooLong,
    },
    {
      id: 'contactMessage',
      what: 'unknown topic',
      body: { topic: '广告', name: '王', phone: '13912345678', message: '你好你好你好' },
      msg: serviceMessages.topicInvalid,
    },
    {
      id: 'verifyPhoneLogin',
      what: 'code of 5 digits',
      body: { openid: 'o1', phone: '13912345678', code: '12345' },
      msg: messages.verifyCodeBadFormat,
    },
    {
      id: 'verifyPhoneLogin',
      what: 'no openid',
      body: { phone: '13912345678', code: '123456' },
      msg: serviceMessages.openidEmpty,
    },
    // the directory's own calls
    { id: 'companySuggest', what: 'keyword missing', query: {}, msg: messages.keywordEmpty },
    {
      id: 'companySuggest',
      what: 'keyword of 51 characters',
      query: { keyword: long51 },
      msg: messages.keywordTooLong,
    },
    {
      id: 'companySearch',
      what: 'founding years inverted',
      query: { keyword: KEYWORD, year_from: '2020', year_to: '2010' },
      msg: directoryMessages.yearRangeInverted,
    },
    {
      id: 'companySearch',
      what: 'unknown status',
      query: { keyword: KEYWORD, status: '开心' },
      msg: directoryMessages.statusInvalid,
    },
    {
      id: 'companyErrorReport',
      what: 'content of 4 characters',
      body: { eid: 'e1', topic: 'basic', content: '一二三四' },
      msg: directoryMessages.contentTooShort,
    },
    {
      id: 'companyErrorReport',
      what: 'unknown topic',
      body: { eid: 'e1', topic: 'weather', content: '地址已经变更' },
      msg: directoryMessages.topicInvalid,
    },
    {
      id: 'companyErrorReport',
      what: 'contact neither phone nor e-mail',
      body: { eid: 'e1', topic: 'contact', content: '地址已经变更', contact: 'abc' },
      msg: directoryMessages.contactInvalid,
    },
  ];

  describe('invalid input', () => {
    it('every route that takes input has bad cases here', () => {
      const withInput = routeList.filter(
        (r) => r.exposed && (r.query !== undefined || r.body !== undefined),
      );
      const covered = new Set(badCases.map((c) => c.id));
      expect(withInput.map((r) => r.id).filter((id) => !covered.has(id as ExposedId))).toEqual([]);
    });

    it.each(badCases.map((c) => [c.id, c.what, c] as const))(
      '%s, %s → 400 in Chinese, nothing forwarded or stored',
      async (_id, _what, bad) => {
        const route = routes[bad.id];
        const rowsBefore = await countRows(db);
        const forwardedBefore = sys.forwardedCount();
        let res: Response;
        if (bad.rawBody !== undefined) {
          res = await sys.send(
            sys
              .client()
              .post(route.bffPath)
              .set(XHR)
              .set('content-type', 'application/json')
              .send(bad.rawBody),
          );
        } else {
          res = await send(route, {
            ...(bad.query ? { query: bad.query } : {}),
            ...(bad.body !== undefined ? { body: bad.body } : {}),
          });
        }
        expect(res.status, res.text).toBe(400);
        const reply = ErrorReplySchema.parse(res.body);
        expect(reply.code).toBe(400);
        expect(reply.msg).toMatch(CHINESE);
        if (bad.msg !== undefined) expect(reply.msg).toBe(bad.msg);
        expect(sys.forwardedCount()).toBe(forwardedBefore);
        expect(await countRows(db)).toEqual(rowsBefore);
      },
    );

    it('a write without X-Requested-With → 403 in Chinese, nothing forwarded or stored', async () => {
      const rowsBefore = await countRows(db);
      const forwardedBefore = sys.forwardedCount();
      for (const route of [routes.publishDemand, routes.getOrCreate]) {
        const body =
          route === routes.publishDemand
            ? { need: '公司注册', phone }
            : { js_code: visitorCode(), channel: 3 };
        const res = await sys.send(sys.client().post(route.bffPath).send(body));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ code: 403, msg: messages.csrfMissing });
      }
      expect(sys.forwardedCount()).toBe(forwardedBefore);
      expect(await countRows(db)).toEqual(rowsBefore);
    });
  });

  // ---- writes -------------------------------------------------------------------------------

  describe('writes', () => {
    it('publish_demand stores the need and the phone', async () => {
      const phoneNo = newPhone();
      const before = await countRows(db);
      const reply = success(
        routes.publishDemand,
        await send(routes.publishDemand, { body: { need: ' 代理记账 ', phone: phoneNo } }),
      );
      expect(reply.msg).toMatch(CHINESE);
      const rows = await db.query<{ need: string; phone: string; user_id: number | null }>(
        'SELECT need, phone, user_id FROM demands WHERE phone = $1',
        [phoneNo],
      );
      expect(rows).toEqual([{ need: '代理记账', phone: phoneNo, user_id: null }]);
      expect(await countRows(db)).toEqual({ ...before, demands: before.demands + 1 });
    });

    it('publish_demand from a logged-in user records the user', async () => {
      const phoneNo = newPhone();
      success(
        routes.publishDemand,
        await send(routes.publishDemand, {
          body: { need: '商标注册', phone: phoneNo },
          cookie: seeded.cookie,
        }),
      );
      const [row] = await db.query<{ user_id: number | null }>(
        'SELECT user_id FROM demands WHERE phone = $1',
        [phoneNo],
      );
      const [demo] = await db.query<{ id: number }>(`SELECT id FROM users WHERE account = 'demo'`);
      expect(row?.user_id).toBe(demo?.id);
    });

    it('get_phone shows the demo code, and that code is the one stored', async () => {
      const phoneNo = newPhone();
      const code = await requestSmsCode(phoneNo);
      const rows = await db.query<{ code: string }>('SELECT code FROM sms_codes WHERE phone = $1', [
        phoneNo,
      ]);
      expect(rows).toEqual([{ code }]);
    });

    it('free_phone: a wrong code is refused (422), the right one starts a call once', async () => {
      const phoneNo = newPhone(8);
      const code = await requestSmsCode(phoneNo);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const before = await countRows(db);
      const refused = replyOf(
        routes.freePhone,
        await send(routes.freePhone, { query: { phone: phoneNo, code: wrong, id: 3 } }),
      );
      expect(refused.code).toBe(422);
      expect(refused.msg).toMatch(CHINESE);
      expect((await countRows(db)).phone_calls).toBe(before.phone_calls);

      const started = success(
        routes.freePhone,
        await send(routes.freePhone, { query: { phone: phoneNo, code, id: 3 } }),
      );
      const calls = await db.query<{ phone: string; service_id: number }>(
        'SELECT phone, service_id FROM phone_calls WHERE session_id = $1',
        [started.sessionId],
      );
      expect(calls).toEqual([{ phone: phoneNo, service_id: 3 }]);

      const again = replyOf(
        routes.freePhone,
        await send(routes.freePhone, { query: { phone: phoneNo, code, id: 3 } }),
      );
      expect(again.code).toBe(1);
      expect(again.msg).toMatch(CHINESE);
    });

    it('getOrCreate stores one visitor account per js_code', async () => {
      const jsCode = visitorCode();
      const before = await countRows(db);
      const first = success(
        routes.getOrCreate,
        await send(routes.getOrCreate, { body: { js_code: jsCode, channel: 3 } }),
      );
      const second = success(
        routes.getOrCreate,
        await send(routes.getOrCreate, { body: { js_code: jsCode, channel: 3 } }),
      );
      expect(second.data.account).toEqual(first.data.account);
      expect(first.data.account.im_openid.length).toBeGreaterThan(0);
      const rows = await db.query<{ accid: string; kind: string }>(
        'SELECT accid, kind FROM im_accounts WHERE js_code = $1',
        [jsCode],
      );
      expect(rows).toEqual([{ accid: first.data.account.im_accid, kind: 'visitor' }]);
      expect((await countRows(db)).im_accounts).toBe(before.im_accounts + 1);
    });
  });

  // ---- flows --------------------------------------------------------------------------------

  describe('login', () => {
    it('scan → callback seals the token in a cookie → latest user → logout → 401', async () => {
      const browser = sys.agent();
      const { code, state, stateCookie } = await scan('flow_user');
      const tokensBefore = sys.issuedTokens();
      const login = await sys.send(
        browser
          .get(routes.wxLoginCallback.bffPath)
          .set(XHR)
          .set('Cookie', stateCookie)
          .query({ code, state }),
      );
      const reply = success(routes.wxLoginCallback, login);
      expect(Object.keys(reply.data)).not.toContain('token');
      // The session cookie, and the login state's cookie cleared (spent).
      const setCookie = sessionCookieLine(login);
      expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      // The token as the upstream issued it (the database keeps only its hash): the cookie
      // carries it sealed, never readable.
      const issued = sys.issuedTokens().filter((token) => !tokensBefore.includes(token));
      expect(issued).toHaveLength(1);
      const [raw = ''] = issued;
      const [stored] = await db.query<{ token: string }>(
        `SELECT t.token FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.account = 'flow_user'`,
      );
      expect(stored?.token).toBe(sha256(raw));
      expect(setCookie).not.toContain(raw);
      const sealed = sessionCookieOf(login)?.slice(SESSION_COOKIE.length + 1) ?? '';
      expect(await unsealToken(TEST_SESSION_SECRET, sealed)).toBe(raw);

      const latest = await sys.send(browser.post(routes.getLatestUser.bffPath).set(XHR).send({}));
      expect(success(routes.getLatestUser, latest).data.user).toEqual(reply.data.userInfo);

      const savedCookie = setCookie.split(';')[0] ?? '';
      const out = await sys.send(browser.post(routes.bffLogout.bffPath).set(XHR));
      expect(success(routes.bffLogout, out).msg).toBe(messages.loggedOut);

      // A copy of the old cookie is worthless too: logout ended the token upstream.
      const replayed = await sys.send(
        sys
          .client()
          .post(routes.getLatestUser.bffPath)
          .set(XHR)
          .set('Cookie', savedCookie)
          .send({}),
      );
      expect(replayed.status).toBe(401);

      const forwardedBefore = sys.forwardedCount();
      const after = await sys.send(browser.post(routes.getLatestUser.bffPath).set(XHR).send({}));
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ code: 401, msg: messages.unauthorized });
      expect(sys.forwardedCount()).toBe(forwardedBefore);
    });

    it('a login code works once; the second use is a Chinese failure reply', async () => {
      const scanned = await scan('once_user');
      success(routes.wxLoginCallback, await send(routes.wxLoginCallback, callback(scanned)));
      // Even from a browser holding a fresh login state, the spent code fails upstream.
      const fresh = await scan('other_user');
      const again = replyOf(
        routes.wxLoginCallback,
        await send(routes.wxLoginCallback, {
          query: { code: scanned.code, state: fresh.state },
          cookie: fresh.stateCookie,
        }),
      );
      expect([0, 2]).not.toContain(again.code);
      expect(again.msg).toMatch(CHINESE);
    });

    it('the verify account gets code 2 with openid and unid, no token, and a session cookie', async () => {
      const res = await send(routes.wxLoginCallback, callback(await scan('verify')));
      const reply = success(routes.wxLoginCallback, res, 2);
      expect(Object.keys(reply.data).sort()).toEqual(['openid', 'unid']);
      expect(sessionCookieOf(res)).toBeDefined();
    });

    it('the simulated scan only redirects to a path of this site', async () => {
      const res = await sys.send(
        sys
          .client()
          .get('/wechat-sim/authorize')
          .query({ redirect_uri: 'https://evil.example/', state: 's', account: 'demo' })
          .redirects(0),
      );
      expect(res.status).toBe(400);
      expect(res.headers.location).toBeUndefined();
    });
  });

  describe('free phone consultation', () => {
    const ringing = { code: 0, alert: false, disconnect: false, return: [] };
    const status = async (sessionId: string) =>
      success(routes.freePhoneStatus, await send(routes.freePhoneStatus, { query: { sessionId } }));

    it('runs each outcome of the last digit (busy 0–3, unanswered 4–6, answered 7–9)', async () => {
      const [busy, unanswered, answered] = await Promise.all([
        startCall(newPhone(2)),
        startCall(newPhone(5)),
        startCall(newPhone(8)),
      ]);
      for (const id of [busy, unanswered, answered])
        expect(await status(id)).toMatchObject(ringing);

      await age(busy, 4_000);
      expect(await status(busy)).toMatchObject({
        alert: false,
        disconnect: 'disconnect',
        return: [0],
      });

      await age(unanswered, 5_000);
      expect(await status(unanswered)).toMatchObject(ringing);
      await age(unanswered, 1_000);
      expect(await status(unanswered)).toMatchObject({
        alert: false,
        disconnect: 'disconnect',
        return: [1],
      });

      await age(answered, 3_000);
      expect(await status(answered)).toMatchObject({ alert: 'answer', disconnect: false });
      await age(answered, 6_000);
      expect(await status(answered)).toMatchObject({ alert: 'answer', disconnect: 'disconnect' });
    });

    it('an unknown session is a failure code, not an error', async () => {
      const res = await send(routes.freePhoneStatus, { query: { sessionId: 'no-such-session' } });
      expect(replyOf(routes.freePhoneStatus, res).code).not.toBe(0);
    });
  });

  describe('support host', () => {
    it('kfAccount and getOrCreate work through /support with the key added by the BFF', async () => {
      const kf = success(routes.kfAccount, await send(routes.kfAccount));
      expect(kf.data.account).toBe(SUPPORT_AGENT.accid);
      expect(sys.supportTap.calls.at(-1)).toEqual({
        method: 'GET',
        url: routes.kfAccount.path,
        authorization: TEST_SUPPORT_API_KEY,
      });

      const body = { js_code: visitorCode(), channel: 3 };
      const created = success(routes.getOrCreate, await send(routes.getOrCreate, { body }));
      expect(created.data.account.im_accid).toMatch(/^ysy_visitor_/);
      expect(sys.supportTap.calls.at(-1)).toEqual({
        method: 'POST',
        url: routes.getOrCreate.path,
        authorization: TEST_SUPPORT_API_KEY,
      });
      // The upstream host never sees the support key.
      for (const call of sys.upstreamTap.calls)
        expect(call.authorization).not.toBe(TEST_SUPPORT_API_KEY);
    });

    it('the same paths called directly without the key (or with a wrong one) → 401', async () => {
      const direct = () => request(sys.embedded.supportUrl);
      const body = { js_code: visitorCode(), channel: 3 };
      const before = await countRows(db);
      for (const auth of [undefined, 'wrong-key-0123456789', `Bearer ${TEST_SUPPORT_API_KEY}x`]) {
        const kf = direct().get(routes.kfAccount.path);
        const create = direct().post(routes.getOrCreate.path).send(body);
        if (auth !== undefined) {
          kf.set('Authorization', auth);
          create.set('Authorization', auth);
        }
        for (const res of [await kf, await create]) {
          expect(res.status).toBe(401);
          expect(res.body).toMatchObject({ code: 401 });
        }
      }
      expect(await countRows(db)).toEqual(before);
      const keyed = await direct()
        .get(routes.kfAccount.path)
        .set('Authorization', TEST_SUPPORT_API_KEY);
      expect(keyed.status).toBe(200);
    });
  });

  it('no reply carried the support key or an upstream token (tokens were issued)', async () => {
    const tokens = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_tokens');
    expect(tokens[0]?.n).toBeGreaterThan(0);
    expect(await sys.leakedSecrets()).toEqual([]);
  });
});
