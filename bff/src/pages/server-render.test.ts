import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPageRenderer, RENDER_BUDGET_MS } from './server-render';

/**
 * A stand-in for the build's server entry (`web/dist-server/entry-server.js`) with the same three
 * exports: its "page" is what its call to `/api/echo` answered, so the test sees how the BFF
 * answers a render's calls. `/slow` never finishes; `/broken` throws; `/rewritten…` is not drawn,
 * and `canonicalUrl` names where the router would send each of them.
 */
const ENTRY = `
export async function renderPage(url, send) {
  if (url === '/slow') return new Promise(() => {});
  if (url === '/broken') throw new Error('render failed');
  if (url.startsWith('/rewritten')) return undefined;
  const res = await send('/api/echo', {
    method: 'GET',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  return { html: res.status + ' ' + (await res.text()), state: {}, title: url };
}
export function canonicalUrl(url) {
  if (url === '/rewritten?keyword=%20x') return '/rewritten?keyword=x';
  if (url === '/rewritten-away') return '//evil.example/x';
  if (url === '/rewritten-back') return '/\\\\evil.example/x';
  return undefined;
}
export function pageContent(page) {
  return page.html;
}
export function withRenderedPage(indexHtml, page) {
  return indexHtml.replace('<div id="root"></div>', '<div id="root">' + page.html + '</div>');
}
`;
const INDEX = '<html><body><div id="root"></div></body></html>';

function entryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ysy-ssr-'));
  writeFileSync(join(dir, 'entry-server.js'), ENTRY);
  return dir;
}

describe('loadPageRenderer', () => {
  let app: FastifyInstance;
  let lastRequest: FastifyRequest | undefined;

  beforeEach(() => {
    app = Fastify({ logger: false });
    app.get('/api/echo', (request) => {
      lastRequest = request;
      return { ip: request.ip, cookie: request.headers.cookie ?? null };
    });
  });
  afterEach(async () => {
    await app.close();
  });

  /** A page request from a visitor at 203.0.113.7 with a session cookie. */
  function visit(url: string): FastifyRequest {
    return {
      url,
      ip: '203.0.113.7',
      headers: { cookie: 'ysy_session=secret' },
      log: app.log,
    } as unknown as FastifyRequest;
  }

  it('answers a render’s calls in process, as the visitor’s address and with no cookie', async () => {
    const render = await loadPageRenderer(app, entryDir(), app.log);
    await app.ready();
    const drawn = await render?.(visit('/list'), INDEX);
    const answer = '200 {"ip":"203.0.113.7","cookie":null}';
    expect(drawn).toEqual({
      html: `<html><body><div id="root">${answer}</div></body></html>`,
      content: `${INDEX}\n${answer}`,
    });
    expect(lastRequest?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('gives up on a page that takes longer than the budget, and on one that fails', async () => {
    const render = await loadPageRenderer(app, entryDir(), app.log);
    await app.ready();
    const started = Date.now();
    await expect(render?.(visit('/slow'), INDEX)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_BUDGET_MS - 5);
    await expect(render?.(visit('/broken'), INDEX)).resolves.toBeUndefined();
  });

  it('sends a page the router would rewrite to its canonical address, only ever on this site', async () => {
    const render = await loadPageRenderer(app, entryDir(), app.log);
    await app.ready();
    await expect(render?.(visit('/rewritten?keyword=%20x'), INDEX)).resolves.toEqual({
      redirect: '/rewritten?keyword=x',
    });
    // A canonical form that would leave the site is never followed: the empty shell goes out.
    await expect(render?.(visit('/rewritten-away'), INDEX)).resolves.toBeUndefined();
    await expect(render?.(visit('/rewritten-back'), INDEX)).resolves.toBeUndefined();
    await expect(render?.(visit('/rewritten-not'), INDEX)).resolves.toBeUndefined();
  });

  it('renders nothing when the build has no server entry', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'ysy-ssr-none-'));
    await expect(loadPageRenderer(app, empty, app.log)).resolves.toBeUndefined();
  });
});
