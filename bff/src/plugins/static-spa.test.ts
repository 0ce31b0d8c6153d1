import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticSpa } from './static-spa';

/**
 * A built web app in a temporary folder: its index.html, and a server entry whose data calls
 * echo the page's path and search (and whose render fails loudly, should it be asked to draw).
 */
function builtApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'ysy-spa-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist', 'index.html'), '<html><head></head><body></body></html>');
  writeFileSync(
    join(root, 'dist-server', 'entry-server.js'),
    `export function pageDataCalls(pathname, search) {
       return pathname === '/list' ? ['/api/x' + pathname + '?' + search.toString() + '&page=1'] : [];
     }
     export async function renderPage() { throw new Error('not asked to draw'); }
     export function canonicalUrl() { return undefined; }`,
  );
  return join(root, 'dist');
}

describe('staticSpa', () => {
  it('lists a page’s data calls as fetch preloads when pages are not drawn on the server', async () => {
    const app = Fastify({ logger: false });
    await app.register(staticSpa, { webDistDir: builtApp(), serverRender: false });
    const page = await app.inject({ method: 'GET', url: '/list?keyword=a' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/x/list?keyword=a&amp;page=1">',
    );
    const other = await app.inject({ method: 'GET', url: '/vip' });
    expect(other.body).not.toContain('rel="preload"');
    await app.close();
  });

  it('answers 503 with a hint when the web app is not built', async () => {
    const app = Fastify({ logger: false });
    await app.register(staticSpa, { webDistDir: join(tmpdir(), 'ysy-spa-missing') });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    await app.close();
  });
});
