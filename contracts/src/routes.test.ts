import { beforeEach, describe, expect, it } from 'vitest';
import { CodeMsgSchema } from './common/envelope';
import type { RouteDef } from './common/route';
import { routeList, routes, routesOfHost } from './routes';
import type { RouteId } from './routes';
import { routeSamples } from './testing/route-samples';

const ids = Object.keys(routes) as RouteId[];

// A generated test that returns before asserting anything passes without checking anything.
beforeEach(() => {
  expect.hasAssertions();
});

describe('route table', () => {
  it('keys every route by its own id, and ids are unique', () => {
    for (const id of ids) expect(routes[id].id).toBe(id);
    const seen = new Set(routeList.map((route) => route.id));
    expect(seen.size).toBe(routeList.length);
  });

  it('puts every path under /api/ with no duplicate method + path', () => {
    const keys = new Set<string>();
    for (const route of routeList) {
      expect(route.path, route.id).toMatch(/^\/api\/[A-Za-z0-9_/]+$/);
      const key = `${route.method} ${route.bffPath}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
    }
  });

  it('serves upstream and BFF routes at their own path and support routes under /support', () => {
    for (const route of routeList) {
      const expected = route.host === 'support' ? `/support${route.path}` : route.path;
      expect(route.bffPath, route.id).toBe(expected);
    }
    expect(routesOfHost('support').map((route) => route.bffPath)).toEqual([
      '/support/api/im/account/kfAccount',
      '/support/api/im/account/getOrCreate',
    ]);
  });

  it("keeps the upstream API's methods and paths exactly", () => {
    const spec: [RouteId, string, string][] = [
      ['getNav', 'GET', '/api/ysy/index/get_nav'],
      ['wxLoginCallback', 'GET', '/api/client/wxlogin/wxlogincallback'],
      ['issueToken', 'GET', '/api/client/wxlogin/issue_token'],
      ['getLatestUser', 'POST', '/api/client/user/get_latest_user'],
      ['knowledgeIndex', 'GET', '/api/client/knowledgebase/index'],
      ['knowledgeIndexYsy', 'GET', '/api/client/knowledgebase/indexysy'],
      ['companyProfile', 'GET', '/api/client/custom_only'],
      ['companySearch', 'GET', '/api/client/customs'],
      ['companySearchCount', 'GET', '/api/client/customs/count'],
      ['capitalBands', 'GET', '/api/client/seniordimensionyuan/show'],
      ['einDetails', 'GET', '/api/client/eindetails/show'],
      ['customerServiceAll', 'GET', '/api/client/customerservice/all'],
      ['getBottom', 'GET', '/api/ysy/index/get_bottom'],
      ['publishDemand', 'POST', '/api/client/publish_demand'],
      ['getPhoneCode', 'GET', '/api/verify_code/get_phone'],
      ['freePhone', 'GET', '/api/consultation/free_phone'],
      ['freePhoneStatus', 'GET', '/api/consultation/free_phone_status'],
      ['kfAccount', 'GET', '/api/im/account/kfAccount'],
      ['getOrCreate', 'POST', '/api/im/account/getOrCreate'],
    ];
    for (const [id, method, path] of spec) {
      expect(routes[id].method, id).toBe(method);
      expect(routes[id].path, id).toBe(path);
      expect(routes[id].origin, id).toBe('spec');
    }
    expect(routeList.filter((route) => route.origin === 'spec')).toHaveLength(spec.length);
  });

  it('marks the BFF-only and token-bound calls', () => {
    const hidden = routeList.filter((route) => !route.exposed).map((route) => route.id);
    expect(hidden).toEqual(['issueToken', 'revokeToken']);
    expect(routes.getLatestUser.auth).toBe('required');
    expect(routes.kfAccount.auth).toBe('none');
    expect(routes.getOrCreate.auth).toBe('none');
    expect(routesOfHost('bff').every((route) => route.origin === 'bff')).toBe(true);
  });

  it('sends bodies only with POST, and POST bodies reject unknown fields', () => {
    for (const route of routeList) {
      if (route.method === 'GET') expect(route.body, route.id).toBeUndefined();
    }
    expect(routes.getLatestUser.body.safeParse({ extra: 1 }).success).toBe(false);
    expect(
      routes.getOrCreate.body.safeParse({ js_code: 'abcdefgh', channel: 3, x: 1 }).success,
    ).toBe(false);
  });
});

describe.each(ids)('%s', (id) => {
  const route: RouteDef = routes[id];
  const sample = routeSamples[id];

  it('accepts its sample request', () => {
    if (route.query) {
      const parsed = route.query.safeParse(sample.query ?? {});
      expect(parsed.error?.issues ?? []).toEqual([]);
    } else {
      expect(sample.query).toBeUndefined();
    }
    if (route.body) {
      const parsed = route.body.safeParse(sample.body);
      expect(parsed.error?.issues ?? []).toEqual([]);
    } else {
      expect(sample.body).toBeUndefined();
    }
  });

  it('accepts its sample reply; an upstream-only shape demands more than the browser gets', () => {
    expect(route.reply.safeParse(sample.reply).error?.issues ?? []).toEqual([]);
    // The browser sample has no token, so the upstream shape (token required) must refuse it.
    if (route.upstreamReply)
      expect(route.upstreamReply.safeParse(sample.reply).success).toBe(false);
  });

  it('rejects a success reply without its data', () => {
    const { code } = sample.reply as { code: number };
    expect(route.reply.safeParse({ code }).success).toBe(false);
  });
});

/** Calls whose whole reply is `{ code, msg }` (writes such as publish_demand, get_phone). */
const codeMsgIds = ids.filter((id) => routes[id].reply === CodeMsgSchema);
const envelopeIds = ids.filter((id) => routes[id].reply !== CodeMsgSchema);

describe.each(envelopeIds)('%s (an envelope with data)', (id) => {
  it('accepts a failure reply with only code and msg', () => {
    expect(routes[id].reply.safeParse({ code: 422, msg: '失败' }).success).toBe(true);
  });
});

describe.each(codeMsgIds)('%s (code and msg only)', (id) => {
  it('accepts any code with a msg, and refuses a reply without msg', () => {
    const route: RouteDef = routes[id];
    expect(route.reply.safeParse({ code: 422, msg: '失败' }).success).toBe(true);
    expect(route.reply.safeParse({ code: 422 }).success).toBe(false);
  });
});

describe.each(ids.filter((id) => routes[id].query !== undefined))('%s (with a query)', (id) => {
  it('rejects query values of the wrong kind', () => {
    const query = routes[id].query;
    expect(query).toBeDefined();
    expect(query?.safeParse('not an object').success).toBe(false);
  });
});

it('splits the routes into the cases above without leaving one out', () => {
  expect(codeMsgIds.length).toBeGreaterThan(0);
  expect(envelopeIds.length + codeMsgIds.length).toBe(ids.length);
  expect([...codeMsgIds].sort()).toEqual(
    ['bffLogout', 'companyErrorReport', 'getPhoneCode', 'publishDemand', 'revokeToken'].sort(),
  );
});
