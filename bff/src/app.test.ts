import { routes } from '@ysy/contracts/routes';
import { messages } from '@ysy/contracts/common/messages';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { SESSION_COOKIE } from './plugins/session-cookie';
import { captureLogs, testConfig } from './testing/test-config';

// Nothing listens here: these tests never reach an upstream.
const NOWHERE = 'http://127.0.0.1:9';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ysy-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>易商云</title><div id="root"></div>',
  );
  writeFileSync(join(dir, 'assets', 'index-AbC123xy.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

async function build(env: NodeJS.ProcessEnv = {}, logStream?: { write(line: string): void }) {
  app = await buildApp({
    config: testConfig(env),
    upstreamUrl: NOWHERE,
    supportUrl: NOWHERE,
    logStream,
  });
  return app;
}

describe('CSRF header', () => {
  it('refuses a POST without X-Requested-With and forwards nothing', async () => {
    const a = await build();
    const res = await a.inject({ method: 'POST', url: routes.bffLogout.bffPath });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: messages.csrfMissing });

    const wrong = await a.inject({
      method: 'POST',
      url: routes.publishDemand.bffPath,
      headers: { 'x-requested-with': 'fetch' },
      payload: { need: '注册公司', phone: '13800138000' },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('lets a POST with X-Requested-With: XMLHttpRequest through (logout clears the cookie)', async () => {
    const a = await build();
    const res = await a.inject({
      method: 'POST',
      url: routes.bffLogout.bffPath,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: messages.loggedOut });
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Path=/`));
  });
});

describe('BFF-own routes', () => {
  it('serves the public config: local chat and simulated WeChat by default', async () => {
    const a = await build({ HOTLINE: '400-123-4567', SUPPORT_HOURS: '工作日 9:00-18:00' });
    const res = await a.inject({ url: routes.bffConfig.bffPath });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expect(routes.bffConfig.reply.parse(body)).toEqual({
      code: 0,
      data: {
        brand: '易商云',
        hotline: '400-123-4567',
        supportHours: '工作日 9:00-18:00',
        chat: { mode: 'local' },
        wechat: { mode: 'simulated' },
        miniProgramName: '易商云小程序',
        officialAccountName: '易商云服务号',
        // The embedded services and the simulated login are demo parts: the page says so.
        demo: true,
        // The operator's details and QR targets have no defaults: unset, nothing is claimed.
        company: {},
        qr: {},
      },
    });
  });

  it('passes the configured company details and QR targets to the page', async () => {
    const a = await build({
      COMPANY_NAME: '深圳市易商云科技有限公司',
      COMPANY_CREDIT_CODE: '91440300ma5f8y2k3r',
      MINI_PROGRAM_URL: 'https://wxaurl.cn/abc123?x=1',
    });
    const res = await a.inject({ url: routes.bffConfig.bffPath });
    expect(res.json()).toMatchObject({
      data: {
        company: { name: '深圳市易商云科技有限公司', creditCode: '91440300MA5F8Y2K3R' },
        qr: { miniProgram: 'https://wxaurl.cn/abc123?x=1' },
      },
    });
    const data = (res.json() as { data: { company: object; qr: object } }).data;
    expect(Object.keys(data.company).sort()).toEqual(['creditCode', 'name']);
    expect(Object.keys(data.qr)).toEqual(['miniProgram']);
  });

  it('switches to NIM and real WeChat when their keys are set', async () => {
    const a = await build({ NIM_APP_KEY: 'nim-app-key', WECHAT_APP_ID: 'wx123' });
    const res = await a.inject({ url: routes.bffConfig.bffPath });
    expect(res.json()).toMatchObject({
      data: {
        chat: { mode: 'nim', appKey: 'nim-app-key' },
        wechat: { mode: 'wechat', appId: 'wx123' },
      },
    });
    // With a real WeChat app the simulated login is not proxied.
    const sim = await a.inject({ url: '/wechat-sim/authorize?redirect_uri=/&state=s' });
    expect(sim.statusCode).toBe(404);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const a = await build();
    const res = await a.inject({ url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain(routes.companySearch.bffPath);
    expect(Object.keys(doc.paths)).not.toContain(routes.issueToken.bffPath);
  });

  it('is alive at /healthz and not ready while the upstream is down', async () => {
    const a = await build();
    expect((await a.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await a.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.body).not.toContain('127.0.0.1');
  });
});

describe('static SPA', () => {
  it('serves hashed assets with a long cache and index.html (no-cache) for app routes', async () => {
    const a = await build({ WEB_DIST_DIR: fakeDist() });
    const asset = await a.inject({ url: '/dist/assets/index-AbC123xy.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await a.inject({ url: '/dist/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');

    for (const path of [
      '/',
      '/company/42',
      '/list?keyword=%E7%A7%91%E6%8A%80',
      '/knowledgebase/3',
      '/apiary',
    ]) {
      const page = await a.inject({ url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers server paths with a JSON 404 in Chinese, never index.html', async () => {
    const a = await build({ WEB_DIST_DIR: fakeDist() });
    for (const path of [
      '/api/nope',
      '/api/client/nope?x=1',
      '/support/api/nope',
      '/docs/nope',
      '/dist/assets/gone-123.js',
      '/healthz/x',
    ]) {
      const res = await a.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: messages.notFound });
    }
    const post = await a.inject({
      method: 'POST',
      url: '/company/1',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('tells to run npm run build when web/dist is missing', async () => {
    const a = await build();
    const page = await a.inject({ url: '/company/1' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('npm run build');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the SPA on pages and a closed one on JSON', async () => {
    const a = await build({ WEB_DIST_DIR: fakeDist() });
    const page = await a.inject({ url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // Connections only to this origin: no ws:/wss:/https: wildcard an injected script could use.
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const withNim = await build({ WEB_DIST_DIR: fakeDist(), NIM_APP_KEY: 'nim-app-key-1234' });
    const nimCsp = String((await withNim.inject({ url: '/' })).headers['content-security-policy']);
    const sources = /connect-src ([^;]*)/.exec(nimCsp)?.[1]?.split(' ') ?? [];
    expect(sources).toContain("'self'");
    expect(sources).toContain('wss://*.netease.im');
    expect(sources.filter((source) => /^(https?|wss?):$/.test(source))).toEqual([]);

    const json = await a.inject({ url: routes.bffConfig.bffPath });
    expect(json.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(json.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('logs', () => {
  it('mask phone numbers in logged URLs and never log the cookie', async () => {
    const logs = captureLogs();
    const a = await build({ LOG_LEVEL: 'info' }, logs.stream);
    await a.inject({
      url: `${routes.getPhoneCode.bffPath}?phone=13812345678`,
      headers: { cookie: `${SESSION_COOKIE}=Fe26.2**secret*stuff` },
    });
    const text = logs.text();
    expect(text).toContain('138****5678');
    expect(text).not.toContain('13812345678');
    expect(text).not.toContain('secret*stuff');
  });
});
