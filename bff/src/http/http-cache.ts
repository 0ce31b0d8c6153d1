import type { CachePolicy } from '@ysy/contracts/common/route';
import { digestOf } from './reply-memo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedFor, type EncodedCopies } from '../plugins/json-compression';
import { JSON_CONTENT_TYPE } from './replies';

/**
 * HTTP caching of JSON replies by the route's cache policy. A public reply gets a strong ETag
 * (a hash of the exact text sent) and a short freshness with stale-while-revalidate: the menu
 * or a company page is reused for a minute, then shown at once while the browser revalidates,
 * and a revalidation whose ETag still matches costs a 304 with no body. Every other API reply
 * is `no-store` (the API scope's default) or `private, no-cache` (the browser alone may keep it
 * and must ask again), so no shared cache ever keeps what depends on a session.
 */

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export const CACHE_CONTROL: Readonly<Record<CachePolicy, string>> = Object.freeze({
  public: PUBLIC_CACHE_CONTROL,
  private: 'private, no-cache',
  'no-store': 'no-store',
});

/**
 * What a route's replies carry until a validated success says otherwise: a failure of a public
 * route is not cacheable either.
 */
export function defaultCacheControl(policy: CachePolicy): string {
  return policy === 'public' ? CACHE_CONTROL['no-store'] : CACHE_CONTROL[policy];
}

/** Strong ETag of the exact bytes sent (SHA-256, the digest the reply memo uses too). */
export function etagOf(payload: Buffer | string): string {
  return etagFromDigest(digestOf(typeof payload === 'string' ? Buffer.from(payload) : payload));
}

export function etagFromDigest(digest: string): string {
  return `"${digest}"`;
}

/**
 * Whether `If-None-Match` names `etag`. The comparison is weak, as the header requires: `W/` and
 * the content-coding suffix a compressed reply's ETag carries (`"…-br"`) are ignored, since a
 * cached compressed copy decodes to the same text.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined || header === '') return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(1, -1);
  for (const raw of header.split(',')) {
    let tag = raw.trim();
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (tag.length < 2 || !tag.startsWith('"') || !tag.endsWith('"')) continue;
    tag = tag.slice(1, -1);
    if (tag === opaque || (tag.startsWith(opaque) && tag.charCodeAt(opaque.length) === 45) /* - */)
      return true;
  }
  return false;
}

/** A public 200: its ETag and freshness, or a bodyless 304 when the browser has this text. */
export function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Buffer | string,
  etag: string,
  /** A memo entry's compressed copies: the payload is sent from (or compressed into) them. */
  copies?: EncodedCopies,
): FastifyReply {
  // Vary even when this reply goes out uncompressed: the next one may not.
  reply
    .header('etag', etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const body =
    copies !== undefined && Buffer.isBuffer(payload)
      ? encodedFor(request, reply, payload, copies)
      : payload;
  return reply.code(200).header('content-type', JSON_CONTENT_TYPE).send(body);
}
