import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { isSafeLink } from '@ysy/contracts/common/links';
import { loadServerEntry, type Send, type ServerEntry } from './server-entry';

export interface ServerDrawnPage {
  html: string;
  /** What the page's ETag is built on: the HTML less what changes with every render. */
  content: string;
}

/** A page whose address the router would first rewrite: the visitor is sent there instead. */
export interface CanonicalRedirect {
  redirect: string;
}

/**
 * A page's HTML with its first view drawn in, the canonical address to send the visitor to, or
 * undefined to send the empty shell.
 */
export type PageRenderer = (
  request: FastifyRequest,
  indexHtml: string,
) => Promise<ServerDrawnPage | CanonicalRedirect | undefined>;

/**
 * How long a page may wait for its data before the empty shell goes out instead: a slow upstream
 * must not hold the HTML back (the browser then loads the data itself, as without the server
 * render). The search and the profile answer in tens of milliseconds.
 */
export const RENDER_BUDGET_MS = 400;

/** Replies with no body by definition, which `new Response` refuses one for. */
const NULL_BODY = new Set([101, 204, 205, 304]);

function headerOf(init: RequestInit, name: string): string | undefined {
  const value = new Headers(init.headers).get(name);
  return value ?? undefined;
}

/**
 * A page's calls, answered for its visitor. Passed to each render rather than kept in an
 * AsyncLocalStorage: once one of those has been entered, Node 20 runs a hook on every promise
 * the process makes from then on (measured: an await cost 60 ns before, 140 ns after), which
 * would tax every API request after the first page drawn.
 */
function sendFor(fastify: FastifyInstance, visitor: string): Send {
  return async (url, init) => {
    const reply = await fastify.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url,
      headers: {
        accept: headerOf(init, 'accept') ?? 'application/json',
        'x-requested-with': headerOf(init, 'x-requested-with') ?? 'XMLHttpRequest',
      },
      remoteAddress: visitor,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (typeof value === 'number') headers.set(name, String(value));
    }
    headers.delete('content-encoding');
    return new Response(NULL_BODY.has(reply.statusCode) ? null : reply.body, {
      status: reply.statusCode,
      headers,
    });
  };
}

/**
 * Draws pages with the build's server entry, answering its calls in process (`inject`: no socket,
 * the full request path with its validation, caching and limits). The calls carry no cookie — the
 * server draws the page any visitor sees — but the visitor's address, so per-address limits
 * count them as the visitor's own (the browser does not make them again: it starts from their
 * replies).
 */
export function pageRenderer(fastify: FastifyInstance, entry: ServerEntry): PageRenderer {
  return async (request, indexHtml) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), RENDER_BUDGET_MS);
    });
    try {
      const page = await Promise.race([
        entry.renderPage(request.url, sendFor(fastify, request.ip)),
        late,
      ]);
      if (page === undefined) {
        // Not drawn: if only because its search params are not in canonical form (`?page=abc`,
        // a keyword with spaces around it from a search sent before hydration), the canonical
        // address is drawn instead of leaving the whole page to the browser.
        const canonical = entry.canonicalUrl(request.url);
        // Only ever a path on this site (isSafeLink refuses `//host` and `/\host`).
        return canonical !== undefined && canonical.startsWith('/') && isSafeLink(canonical)
          ? { redirect: canonical }
          : undefined;
      }
      return {
        html: entry.withRenderedPage(indexHtml, page),
        content: `${indexHtml}\n${entry.pageContent(page)}`,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed; the browser renders the page');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The renderer of the server entry in `serverDir`, or undefined when the build has none. */
export async function loadPageRenderer(
  fastify: FastifyInstance,
  serverDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | undefined> {
  const entry = await loadServerEntry(serverDir, log);
  return entry && pageRenderer(fastify, entry);
}
