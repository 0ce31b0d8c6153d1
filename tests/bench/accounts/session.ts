import { Client } from 'undici';
import { endpoints } from '@ysy/contracts/endpoints';
import { isRecord } from '@ysy/contracts/common/is-record';

/**
 * A browser's view of the BFF, for the bench: one keep-alive connection, and per signed-in user
 * the cookies the BFF set (the sealed session), sent back as a browser would. Signing in is the
 * SPA's simulated WeChat scan: the login state (and its cookie), the scan's redirect with a
 * one-time code, then the callback that sets the session.
 */

/** The header the BFF wants on state-changing and login calls (its CSRF rule). */
const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

export type Cookies = Map<string, string>;

export interface Reply {
  status: number;
  json: unknown;
  ms: number;
}

function keepCookies(jar: Cookies, header: string | string[] | undefined): void {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  for (const line of lines) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Cookies) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

export class Browser {
  private readonly client: Client;

  constructor(readonly url: string) {
    this.client = new Client(url, { pipelining: 1, keepAliveTimeout: 60_000 });
  }

  /** One request, timed from send to the last byte of the body. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    jar: Cookies = new Map(),
    body?: object,
  ): Promise<Reply & { location?: string }> {
    const started = performance.now();
    const response = await this.client.request({
      method,
      path,
      headers: {
        accept: 'application/json',
        ...XHR,
        ...(jar.size > 0 ? { cookie: cookieHeader(jar) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.body.text();
    const ms = performance.now() - started;
    keepCookies(jar, response.headers['set-cookie']);
    const location = response.headers.location;
    let json: unknown = undefined;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.statusCode, json, ms, location: location?.toString() };
  }

  /** The reply's `data`, after checking it is a success; throws with the reply otherwise. */
  async data(path: string, jar: Cookies): Promise<{ data: Record<string, unknown>; ms: number }> {
    const reply = await this.call('GET', path, jar);
    const body = reply.json;
    if (reply.status !== 200 || !isRecord(body) || body.code !== 0 || !isRecord(body.data))
      throw new Error(`${path}: ${reply.status} ${JSON.stringify(body)}`);
    return { data: body.data, ms: reply.ms };
  }

  /** Signs `account` in (creating the user on first sign-in); returns the browser's cookies. */
  async signIn(account: string): Promise<Cookies> {
    const jar: Cookies = new Map();
    const started = await this.call('POST', endpoints.bffLoginState.bffPath, jar, {});
    const state =
      isRecord(started.json) && isRecord(started.json.data) ? started.json.data.state : undefined;
    if (typeof state !== 'string') throw new Error(`login state: ${JSON.stringify(started.json)}`);
    const scan = await this.call(
      'GET',
      `/wechat-sim/authorize?${new URLSearchParams({ redirect_uri: '/', state, account })}`,
    );
    const code = new URL(scan.location ?? '/', 'http://site.invalid').searchParams.get('code');
    if (scan.status !== 302 || code === null) throw new Error(`simulated scan: ${scan.status}`);
    const back = await this.call(
      'GET',
      `${endpoints.wxLoginCallback.bffPath}?${new URLSearchParams({ code, state })}`,
      jar,
    );
    if (back.status !== 200)
      throw new Error(`login callback: ${back.status} ${JSON.stringify(back.json)}`);
    return jar;
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
