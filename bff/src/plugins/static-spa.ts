import fastifyStatic from '@fastify/static';
import { messages } from '@ysy/contracts/common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { etagOf, ifNoneMatchHits } from '../http/http-cache';
import { sendError } from '../http/replies';
import { indexWithPreloads, matchRoute, pageLinks, type RouteAssets } from '../pages/page-preloads';
import { loadServerEntry } from '../pages/server-entry';
import {
  pageRenderer,
  type CanonicalRedirect,
  type PageRenderer,
  type ServerDrawnPage,
} from '../pages/server-render';
import { encodedFor, etagForCoding } from './json-compression';

/**
 * The built SPA: Vite output under `/dist/` (hashed files under /dist/assets/ cached for a year,
 * the rest revalidated), and `index.html` for every other GET so history-mode routes load.
 * Paths that belong to the server answer a JSON 404 instead; a missing file under /dist/ too,
 * so a stale chunk fails as a chunk error rather than as HTML parsed as script.
 */
export const SERVER_PREFIXES = [
  '/api',
  '/support',
  '/im',
  '/docs',
  '/uploads',
  '/wechat-sim',
  '/healthz',
  '/readyz',
  '/dist',
] as const;

export function isServerPath(url: string): boolean {
  for (const prefix of SERVER_PREFIXES) {
    if (url.startsWith(prefix)) {
      const next = url.charCodeAt(prefix.length);
      // `/api`, `/api/…`, `/api?…` — but not `/apiary`.
      if (Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */ || next === 35 /* # */) {
        return true;
      }
    }
  }
  return false;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>易商云</title></head>
<body><h1>易商云</h1><p>前端页面尚未构建：请在项目根目录运行 <code>npm run build</code>，然后重新启动服务（<code>npm run serve</code>）。</p></body></html>
`;

/** Each route's files, from the build (web/build/route-assets.ts); none from an older build. */
function readRouteAssets(webDistDir: string): RouteAssets[] {
  const file = join(webDistDir, '.vite', 'route-assets.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as RouteAssets[];
}

/**
 * The route's own files for the page's HTML. Home's scripts are left to the entry (its
 * dynamic import lists them), so the HTML of `/` keeps only the first load's own scripts.
 */
function assetsFor(routes: readonly RouteAssets[], pathname: string): RouteAssets | undefined {
  const route = matchRoute(routes, pathname);
  return route && route.path === '/' ? { ...route, js: [] } : route;
}

export interface StaticSpaOptions {
  webDistDir: string;
  /**
   * Draw each page's first view on the server with the build's server entry (`dist-server`
   * beside `webDistDir`), for the browser to paint from the HTML and hydrate.
   */
  serverRender?: boolean;
}

/** What the SPA's pages are made of, read once at start from the build. */
interface SpaBuild {
  indexHtml: string;
  routes: readonly RouteAssets[];
  /** Draws a page's first view; undefined when pages are drawn in the browser only. */
  renderPage: PageRenderer | undefined;
  /** The GETs a page's loader makes (the server entry's, from the page's route declaration). */
  dataCalls: (pathname: string, search: URLSearchParams) => string[];
}

async function readBuild(fastify: FastifyInstance, opts: StaticSpaOptions): Promise<SpaBuild> {
  const indexHtml = readFileSync(join(opts.webDistDir, 'index.html'), 'utf8');
  // The server entry is loaded even when pages are not drawn on the server: the data preloads
  // come from it.
  const entry = await loadServerEntry(join(opts.webDistDir, '..', 'dist-server'), fastify.log);
  return {
    indexHtml,
    routes: readRouteAssets(opts.webDistDir),
    renderPage: entry && opts.serverRender ? pageRenderer(fastify, entry) : undefined,
    dataCalls: entry ? (pathname, search) => entry.pageDataCalls(pathname, search) : () => [],
  };
}

/**
 * Each page's HTML names the files its first view needs, so they download beside the scripts
 * rather than after them. A page drawn on the server carries its data; one left to the browser
 * lists its data calls as preloads instead.
 */
async function pageHtml(
  build: SpaBuild,
  request: FastifyRequest,
): Promise<ServerDrawnPage | CanonicalRedirect> {
  const url = new URL(request.url, 'http://spa');
  const assets = assetsFor(build.routes, url.pathname);
  if (build.renderPage) {
    const drawn = await build.renderPage(
      request,
      indexWithPreloads(build.indexHtml, pageLinks(assets, [])),
    );
    if (drawn !== undefined) return drawn;
  }
  const links = pageLinks(assets, build.dataCalls(url.pathname, url.searchParams));
  const html = indexWithPreloads(build.indexHtml, links);
  return { html, content: html };
}

async function sendIndex(build: SpaBuild, request: FastifyRequest, reply: FastifyReply) {
  const page = await pageHtml(build, request);
  if ('redirect' in page) return reply.header('cache-control', REVALIDATE).redirect(page.redirect);
  const { html, content } = page;
  // Revalidated on every visit (never cached stale: it names the current build's files); a
  // strong ETag of what the page shows lets an unchanged one cost a 304 with no body.
  const etag = etagOf(content);
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  // A drawn page is some 25 KB of markup and data (about 6 KB compressed), and the first
  // paint waits for it: compressed per visit, since every render's data carries its own
  // fetch times. A compressed copy is another representation, so its ETag names the coding.
  const body = encodedFor(request, reply, Buffer.from(html), {});
  return reply.header('etag', etagForCoding(etag, reply.getHeader('content-encoding'))).send(body);
}

function sendNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .send(NOT_BUILT_PAGE);
}

export const staticSpa = fp<StaticSpaOptions>(
  async function staticSpa(fastify, opts) {
    const built = existsSync(join(opts.webDistDir, 'index.html'));
    if (built) {
      await fastify.register(fastifyStatic, {
        root: opts.webDistDir,
        prefix: '/dist/',
        index: false,
        // The build writes .br and .gz beside each asset (web/build/precompress.ts): served
        // with Content-Encoding and Vary: Accept-Encoding to browsers that accept them.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header('cache-control', path.includes('/assets/') ? LONG_CACHE : REVALIDATE);
        },
      });
    } else {
      fastify.log.warn(`web/dist not found at ${opts.webDistDir}: run \`npm run build\``);
    }
    const build = built ? await readBuild(fastify, opts) : undefined;

    fastify.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url)) {
        return build ? sendIndex(build, request, reply) : sendNotBuilt(reply);
      }
      return sendError(reply, 404, messages.notFound);
    });
  },
  { name: 'static-spa', fastify: '5.x' },
);
