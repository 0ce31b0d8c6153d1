import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. Pages (the SPA, its assets, pass-through images and the simulated login)
 * get @fastify/helmet's full set with a CSP that allows exactly what the SPA does: its own
 * scripts, styles and images (plus data:/blob: images for QR codes and chat previews) and
 * connections to its own origin only (the NetEase IM hosts too when configured).
 *
 * JSON replies get a fixed set instead, set once per reply from a frozen object: @fastify/helmet
 * rebuilds the helmet middleware and re-parses the CSP on every request (two async hooks), which
 * cost the API calls about a tenth of their CPU, and a CSP for JSON only needs to forbid
 * everything.
 */
export interface SecurityHeadersOptions {
  /** NetEase IM talks to its own https/wss servers. */
  nim: boolean;
  /** The WeChat open-platform login widget: a script from res.wx.qq.com and an iframe. */
  wechat: boolean;
}

/**
 * The hosts NetEase IM's web SDK talks to: its address service and link servers (*.netease.im,
 * *.yunxinsvr.com, over https and wss) and its file storage (NOS on *.netease.com, *.126.net,
 * *.127.net). Only listed when a NIM app key is configured.
 */
export const NIM_CONNECT_SOURCES: readonly string[] = [
  'https://*.netease.im',
  'wss://*.netease.im',
  'https://*.yunxinsvr.com',
  'wss://*.yunxinsvr.com',
  'https://*.netease.com',
  'https://*.126.net',
  'https://*.127.net',
];

export const pageSecurityHeaders = fp<SecurityHeadersOptions>(
  async function pageSecurityHeaders(fastify, opts) {
    const scriptSrc = ["'self'"];
    // 'self' covers this origin's own WebSocket (the IM hub) in CSP Level 3 browsers; no other
    // host is reachable from the page, so injected script cannot send data elsewhere.
    const connectSrc = ["'self'"];
    const frameSrc = ["'none'"];
    if (opts.nim) connectSrc.push(...NIM_CONNECT_SOURCES);
    if (opts.wechat) {
      scriptSrc.push('https://res.wx.qq.com');
      frameSrc.splice(0, 1, 'https://open.weixin.qq.com');
    }
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          // 'unsafe-inline' for styles only: sonner (toasts) and Radix's scroll lock inject
          // <style> elements at run time. Scripts stay strictly same-origin.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc,
          frameSrc,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Images and QR codes come from our own origin; COEP would only block future CDN images.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'page-security-headers', fastify: '5.x' },
);

/**
 * `cache-control: no-store` is every JSON reply's default: only a route whose contract marks it
 * public (and then only its validated success) or private replaces it.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** onRequest hook for the JSON routes' scope. */
export function apiSecurityHeaders(
  _request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  reply.headers(API_SECURITY_HEADERS);
  done();
}
