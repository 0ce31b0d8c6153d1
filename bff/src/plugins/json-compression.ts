import compress from '@fastify/compress';
import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

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
 * suffix (`"…-br"`); If-None-Match ignores the suffix (http/http-cache.ts). Runs after the
 * compression hook, which is why it is added to each route after the plugin's own.
 */
const etagPerCoding: onSendHookHandler = (_request, reply, payload, done) => {
  const coding = reply.getHeader('content-encoding');
  if (typeof coding === 'string' && coding !== 'identity') {
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.endsWith('"')) {
      reply.header('etag', `${etag.slice(0, -1)}-${coding}"`);
    }
  }
  done(null, payload);
};

export const jsonCompression = fp(
  async function jsonCompression(fastify) {
    await fastify.register(compress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
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
