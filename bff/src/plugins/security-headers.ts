import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every reply (@fastify/helmet). The CSP allows exactly what the SPA does:
 * its own scripts, styles and images (plus data:/blob: images, the QR codes and chat previews),
 * and connections to its own origin including the IM hub's WebSocket.
 */
export interface SecurityHeadersOptions {
  /** NetEase IM talks to its own https/wss servers. */
  nim: boolean;
  /** The WeChat open-platform login widget: a script from res.wx.qq.com and an iframe. */
  wechat: boolean;
}

export const securityHeaders = fp<SecurityHeadersOptions>(
  async function securityHeaders(fastify, opts) {
    const scriptSrc = ["'self'"];
    const connectSrc = ["'self'", 'ws:', 'wss:'];
    const frameSrc = ["'none'"];
    if (opts.nim) connectSrc.push('https:');
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
  { name: 'security-headers', fastify: '5.x' },
);
