import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Unvalidated pass-through to the upstream for what is not JSON: generated images under
 * `/uploads/*` and, with no WeChat app configured, the simulated QR login under `/wechat-sim/*`.
 * `rewritePrefix` equals `prefix`, so paths arrive unchanged and a relative redirect `Location`
 * (the simulated login's `/…?code=…&state=…`) is passed on as it is. The browser's cookies and
 * credentials are not forwarded: the upstream has no business with the sealed session.
 */
export interface PassthroughOptions {
  upstreamUrl: string;
  simulatedWechat: boolean;
}

function withoutCredentials(_request: unknown, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { cookie: _cookie, authorization: _authorization, ...rest } = headers;
  return rest;
}

export async function passthrough(fastify: FastifyInstance, opts: PassthroughOptions) {
  const url = new URL(opts.upstreamUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const prefixes = opts.simulatedWechat ? ['/uploads', '/wechat-sim'] : ['/uploads'];
  for (const prefix of prefixes) {
    await fastify.register(httpProxy, {
      upstream: url.origin,
      prefix,
      rewritePrefix: basePath + prefix,
      httpMethods: ['GET', 'HEAD'],
      replyOptions: { rewriteRequestHeaders: withoutCredentials },
      // The access log line of request-log is enough; reply-from would add two more per request.
      disableRequestLogging: true,
    });
  }
}
