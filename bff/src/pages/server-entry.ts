import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What `web/src/entry-server.tsx` gives the BFF (the build's `web/dist-server/entry-server.js`). */
export interface RenderedPage {
  html: string;
  state: unknown;
  title: string;
}
export type Send = (url: string, init: RequestInit) => Promise<Response>;

export interface ServerEntry {
  renderPage(url: string, send: Send): Promise<RenderedPage | undefined>;
  canonicalUrl(url: string): string | undefined;
  withRenderedPage(indexHtml: string, page: RenderedPage): string;
  pageContent(page: RenderedPage): string;
  /** The GETs a page's loader makes, as the page's routes declare them (fetch preloads). */
  pageDataCalls(pathname: string, search: URLSearchParams): string[];
}

/**
 * The web build's server entry (`entry-server.js` in `serverDir`), or undefined when the build
 * has none. Loaded whether or not pages are drawn on the server: the page's data preloads come
 * from the same route declarations as the page's loaders, which only the web build holds (the
 * BFF imports nothing of the web's source).
 */
export async function loadServerEntry(
  serverDir: string,
  log: FastifyBaseLogger,
): Promise<ServerEntry | undefined> {
  const entryFile = join(serverDir, 'entry-server.js');
  if (!existsSync(entryFile)) {
    log.warn(
      `${entryFile} not found: pages are rendered in the browser only, with no data preloads`,
    );
    return undefined;
  }
  return (await import(pathToFileURL(entryFile).href)) as ServerEntry;
}
