import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id in and out (haproxy's `unique-id-header` names it so). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept only when it is short and made of the characters ids are made of
 * (UUIDs, haproxy's `unique-id-format` of hex, `:`, `_`, `.` and `-`): anything else could
 * forge or split a log line, so such a request gets an id of its own.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a proxy in front gave the request, so one id follows it through
 * the proxy's log and ours, or a fresh UUID. Every line `request.log` writes carries it (`reqId`)
 * and request-log.ts sends it back as a response header.
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return randomUUID();
}
