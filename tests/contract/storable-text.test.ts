import { READ_HEADERS } from '@ysy/bff/plugins/storable-input';
import { messages } from '@ysy/contracts/common/messages';
import type { RouteDef } from '@ysy/contracts/common/route';
import { routeList, routes, type RouteId } from '@ysy/contracts/routes';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppOverFakes, type AppOverFakes } from './app-over-fakes';
import { CHINESE, XHR } from './harness';

/**
 * Text that cannot be stored as sent — a NUL (PostgreSQL refuses it: a 5xx), a lone surrogate
 * (stored as U+FFFD, a different text from the one acknowledged) or invalid UTF-8 (decoded to
 * U+FFFD) — is refused at the BFF's edge wherever it comes in: every route of the route table,
 * every text field of its sample request (query and body), an extra field it does not know,
 * every header the product reads, and the paths with a parameter. Each is a 400 with the Chinese
 * message, and nothing reaches the upstream or the support host.
 */

let sys: AppOverFakes;

beforeAll(async () => {
  sys = await startAppOverFakes();
});

afterAll(() => sys.close());

/** A bad text as it reaches the BFF in a URL (percent-escaped) and in a JSON body (raw bytes). */
interface Bad {
  name: string;
  /** The escape spelled in a URL or a cookie. */
  url: string;
  /** The bytes in place of a JSON string's content. */
  json: Buffer;
  /** A header value as Node hands it over (one character per byte off the wire). */
  header: string;
}

const BAD: Bad[] = [
  { name: 'NUL', url: '%00', json: Buffer.from('\\u0000'), header: 'a\u0000b' },
  {
    name: 'lone surrogate',
    // A lone surrogate has no UTF-8 form: in a URL it can only come as its CESU-8 bytes.
    url: '%ED%A0%80',
    json: Buffer.from('\\ud800'),
    header: 'a\ud800b',
  },
  { name: 'invalid UTF-8', url: '%FF', json: Buffer.from([0x61, 0xff]), header: 'a\u00ffb' },
  {
    name: 'surrogate as raw UTF-8 bytes',
    url: '%ED%B0%80',
    json: Buffer.from([0xed, 0xa0, 0x80]),
    header: '\u00ed\u00a0\u0080',
  },
];

const MARK = '\u2603MARK\u2603';

function queryString(query: Record<string, unknown>, badKey: string | undefined, bad: Bad) {
  return Object.entries(query)
    .map(([key, value]) =>
      key === badKey
        ? `${encodeURIComponent(key)}=${bad.url}`
        : `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`,
    )
    .join('&');
}

/** The JSON text of `body` with the bad bytes in place of the marked string. */
function jsonWith(body: unknown, bad: Bad): Buffer {
  const [before, after] = JSON.stringify(body).split(MARK) as [string, string];
  return Buffer.concat([Buffer.from(before), bad.json, Buffer.from(after)]);
}

/** A copy of `value` with the string at each path replaced by the marker, one path at a time. */
function markedCopies(value: unknown, path: string[] = []): { path: string; copy: unknown }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), copy: MARK }];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      markedCopies(item, [...path, String(i)]).map(({ path: at, copy }) => ({
        path: at,
        copy: value.map((other, j) => (j === i ? copy : other)),
      })),
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      markedCopies(item, [...path, key]).map(({ path: at, copy }) => ({
        path: at,
        copy: { ...value, [key]: copy },
      })),
    );
  }
  return [];
}

function sampleOf(route: RouteDef): { query: Record<string, unknown>; body: unknown } {
  const sample: { query?: unknown; body?: unknown } = routeSamples[route.id as RouteId];
  const query = (sample.query ?? {}) as Record<string, unknown>;
  return { query, body: sample.body ?? (route.method === 'POST' ? {} : undefined) };
}

function baseRequest(route: RouteDef): InjectOptions {
  const { query, body } = sampleOf(route);
  const qs = queryString(query, undefined, BAD[0] as Bad);
  const url = qs === '' ? route.bffPath : `${route.bffPath}?${qs}`;
  if (route.method === 'GET') return { method: 'GET', url, headers: { ...XHR } };
  return {
    method: 'POST',
    url,
    headers: { ...XHR, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  };
}

/** Every request with one bad text in it, named for where it is. */
function badRequests(route: RouteDef): { where: string; request: InjectOptions }[] {
  const { query, body } = sampleOf(route);
  const base = baseRequest(route);
  const out: { where: string; request: InjectOptions }[] = [];
  for (const bad of BAD) {
    const keys = [...Object.keys(query), 'extra'];
    for (const key of keys) {
      const all = key === 'extra' ? { ...query, extra: '' } : query;
      out.push({
        where: `query ${key}: ${bad.name}`,
        request: { ...base, url: `${route.bffPath}?${queryString(all, key, bad)}` },
      });
    }
    if (body !== undefined) {
      const bodies = [
        ...markedCopies(body),
        { path: 'extra', copy: { ...(body as object), extra: MARK } },
      ];
      for (const { path, copy } of bodies) {
        out.push({
          where: `body ${path}: ${bad.name}`,
          request: { ...base, payload: jsonWith(copy, bad) },
        });
      }
    }
    for (const name of READ_HEADERS) {
      const value = name === 'cookie' ? `ysy_session=${bad.url}` : bad.header;
      out.push({
        where: `header ${name}: ${bad.name}`,
        request: { ...base, headers: { ...base.headers, [name]: value } },
      });
      if (name === 'cookie') {
        out.push({
          where: `header cookie (raw): ${bad.name}`,
          request: { ...base, headers: { ...base.headers, cookie: `ysy_session=${bad.header}` } },
        });
      }
    }
  }
  return out;
}

function expectRefused(res: { statusCode: number; body: string }, where: string) {
  expect(res.statusCode, where).toBe(400);
  const reply = JSON.parse(res.body) as { code: number; msg: string };
  expect(reply, where).toEqual({ code: 400, msg: messages.unstorableText });
  expect(reply.msg).toMatch(CHINESE);
}

describe('text that cannot be stored is refused at the edge', () => {
  for (const route of routeList.filter((r) => r.exposed)) {
    it(`${route.id}: every text field and read header`, async () => {
      // The sample itself passes the edge: the refusals below are the bad text's doing.
      const control = await sys.app.inject(baseRequest(route));
      expect(control.body, 'the sample passes the edge').not.toContain(messages.unstorableText);
      const before = sys.forwarded();
      for (const { where, request } of badRequests(route)) {
        expectRefused(await sys.app.inject(request), `${route.id} ${where}`);
      }
      expect(sys.forwarded(), 'nothing reaches the upstream or the support host').toBe(before);
    });
  }

  it('the spy sees a forwarded call (the check above can fail)', async () => {
    const before = sys.forwarded();
    await sys.app.inject(baseRequest(routes.publishDemand));
    expect(sys.forwarded()).toBeGreaterThan(before);
  });

  it('paths outside the route table: parameters, the chat socket, the simulated login, pages', async () => {
    const before = sys.forwarded();
    for (const bad of BAD) {
      for (const path of [
        `/im/files/a${bad.url}b`,
        `/uploads/logos/a${bad.url}.svg`,
        `/im?ticket=a${bad.url}`,
        `/wechat-sim/authorize?redirect_uri=%2F&state=a${bad.url}`,
        `/search?keyword=${bad.url}`,
      ]) {
        expectRefused(await sys.app.inject({ method: 'GET', url: path }), `${path}: ${bad.name}`);
      }
    }
    expect(sys.forwarded()).toBe(before);
  });

  it('text that can be stored passes: Chinese, emoji (a surrogate pair), escapes of both', async () => {
    const good = ['易商云', '\ud83d\ude00', '%E6%98%93', '%F0%9F%98%80', '100%'];
    for (const text of good) {
      const res = await sys.app.inject({
        method: 'GET',
        url: `/api/nope?keyword=${text}`,
        headers: {
          cookie: `a=${encodeURIComponent(text)}`,
          // A search engine's referer may carry a GBK term; nothing reads it, so nothing refuses it.
          referer: 'https://www.baidu.com/s?wd=%D2%D7%C9%CC',
        },
      });
      expect(res.statusCode, text).toBe(404);
    }
    const body = await sys.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"need":"\\ud83d\\ude00 易商云 \\u00e9"}',
    });
    expect(body.statusCode).toBe(404);
  });
});
