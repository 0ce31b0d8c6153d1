import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { failOn, onStop, ready } from './child-kit';

/**
 * The comparison point: @fastify/http-proxy (undici, keep-alive) forwarding `/api/*` to the
 * upstream as it is, with no validation, no logging and no other plugin.
 */

async function main(): Promise<void> {
  const upstream = process.argv[2];
  if (!upstream) throw new Error('usage: <upstream url>');
  const app = Fastify({ logger: false });
  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    httpMethods: ['GET'],
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  onStop(() => app.close());
  ready(url);
}

failOn(main());
