import { createServer } from 'node:http';
import type { RecordedReply } from '../recorded';
import { isRecordedReplies } from '../recorded';
import { varyingReply } from '../varying';
import { failOn, firstMessage, onStop, ready } from './child-kit';

/**
 * A fixed, nearly free upstream: answers each recorded path (query string ignored) with the
 * bytes the real embedded upstream sent for it, so that a proxy in front of it is what a load
 * test measures. Plain node:http, no framework, replies prepared once.
 * `fixed-upstream.ts varying`: every reply differs in one number (see ../varying.ts), so a
 * proxy in front of it never sees the same bytes twice.
 */

async function main(): Promise<void> {
  const message = await firstMessage();
  if (!isRecordedReplies(message)) throw new Error('expected the recorded replies first');

  const varying = process.argv[2] === 'varying';
  const byPath = new Map<string, { reply: RecordedReply; body: () => Buffer }>();
  for (const reply of message.replies) {
    const fixed = Buffer.from(reply.body, 'utf8');
    const changing = varying ? varyingReply(reply.body) : undefined;
    const body = changing ? () => changing.next() : () => fixed;
    byPath.set(reply.path, { reply, body });
  }

  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const q = url.indexOf('?');
    const found = byPath.get(q < 0 ? url : url.slice(0, q));
    if (!found) {
      response.writeHead(404, { 'content-length': '0' });
      response.end();
      return;
    }
    const body = found.body();
    response.writeHead(found.reply.status, {
      'content-type': found.reply.contentType,
      'content-length': String(body.length),
    });
    response.end(body);
  });
  // Longer than any proxy's idle pool timeout, so connections are never cut mid-run.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');

  onStop(() => new Promise<void>((resolve) => server.close(() => resolve())));
  ready(`http://127.0.0.1:${address.port}`);
}

failOn(main());
