import type { FastifyRequest } from 'fastify';

/** What the Origin check reads of a request (Fastify applies `trustProxy` to both fields). */
export type OriginRequest = Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>;

/** `scheme://host[:port]` as a browser writes it (lower case, default port left out), or null. */
function normalOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    // Opaque origins (`null`, `file:`, `data:`) serialize as "null" and are never this site.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a WebSocket upgrade to /im may go on, by its Origin: only a page of this site may open
 * the chat (a page elsewhere could otherwise spend a ticket it obtained and read the history).
 * The site's own origin is the request's own scheme and host as the BFF sees them: behind a proxy
 * these come from X-Forwarded-Proto/-Host only when TRUST_PROXY believes the proxy, so a client
 * cannot forward its way to another origin.
 *
 * An upgrade without Origin is let through: browsers always send Origin on a WebSocket handshake
 * (the Fetch standard sets it for every WebSocket request and a page cannot remove it), so its
 * absence means a non-browser client (the tests, the IM bench, a script), which could write any
 * Origin it liked; refusing it would protect nothing. Such a client still needs a valid ticket.
 */
export function originAllowed(request: OriginRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const own = normalOrigin(`${request.protocol}://${request.host}`);
  return own !== null && normalOrigin(origin) === own;
}
