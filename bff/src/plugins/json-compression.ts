import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compression of JSON replies (@fastify/compress) when the browser accepts it. Replies under
 * `COMPRESS_THRESHOLD_BYTES` go out as they are: the framing and the CPU would cost more than
 * the bytes saved, and the plugin's check before that is a header read and a length. Brotli at
 * quality 4 and gzip at level 6 are the fast settings (quality 11 is for the build's
 * precompressed assets). Request bodies are never decompressed: the API's bodies are tiny, and
 * an inflated body would slip past the body limit.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * A strong ETag names one representation, so a compressed reply's ETag gets the coding as a
 * suffix (`"…-br"`); If-None-Match ignores the suffix (http/http-cache.ts).
 */
export function etagForCoding(etag: string, coding: unknown): string {
  if (typeof coding !== 'string' || coding === 'identity' || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}-${coding}"`;
}

/**
 * The suffix on JSON replies. Runs after the compression hook, which is why it is added to each
 * route after the plugin's own.
 */
const etagPerCoding: onSendHookHandler = (_request, reply, payload, done) => {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string') {
    reply.header('etag', etagForCoding(etag, reply.getHeader('content-encoding')));
  }
  done(null, payload);
};

export const jsonCompression = fp(
  async function jsonCompression(fastify) {
    await fastify.register(compress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: { level: 6 },
    });
    fastify.addHook('onRoute', (route) => {
      const existing = route.onSend;
      route.onSend =
        existing === undefined
          ? [etagPerCoding]
          : [...(Array.isArray(existing) ? existing : [existing]), etagPerCoding];
    });
  },
  { name: 'json-compression', fastify: '5.x' },
);

/** Compressed copies of a reply kept beside it (the reply memo's entries). */
export interface EncodedCopies {
  br?: Buffer;
  gzip?: Buffer;
}

export type Coding = 'br' | 'gzip';

/** The coding to send for an Accept-Encoding header: brotli first, then gzip; q=0 refuses one. */
export function preferredCoding(header: string | undefined): Coding | undefined {
  if (header === undefined || header === '') return undefined;
  let br = false;
  let gzip = false;
  let any = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') any = true;
  }
  if (br) return 'br';
  if (gzip) return 'gzip';
  return any ? 'br' : undefined;
}

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The bytes to send for a reply the memo already holds: compressed once per coding and kept, so
 * the menu or a popular search is not compressed again for every browser (compression costs
 * more than the rest of such a request). Sets Content-Encoding and Vary; @fastify/compress then
 * leaves the reply alone. Small replies and browsers that accept no coding get the payload.
 */
export function encodedFor(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Buffer,
  copies: EncodedCopies,
): Buffer {
  if (payload.length < COMPRESS_THRESHOLD_BYTES) return payload;
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (coding === undefined) return payload;
  let body = copies[coding];
  if (body === undefined) {
    body = coding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload);
    copies[coding] = body;
  }
  reply.header('content-encoding', coding).header('vary', 'accept-encoding');
  return body;
}
