import { createServer } from 'node:http';
import type { RecordedReply } from '../recorded';
import { isRecordedReplies } from '../recorded';
import { failOn, firstMessage, onStop, ready } from './child-kit';

/**
 * A fixed, nearly free upstream: answers each recorded path (query string ignored) with the
 * bytes the real embedded upstream sent for it, so that a proxy in front of it is what a load
 * test measures. Plain node:http, no framework, replies prepared once.
 */

async function main(): Promise<void> {
  const message = await firstMessage();
  if (!isRecordedReplies(message)) throw new Error('expected the recorded replies first');

  const byPath = new Map<string, { reply: RecordedReply; body: Buffer }>();
  for (const reply of message.replies) {
    byPath.set(reply.path, { reply, body: Buffer.from(reply.body, 'utf8') });
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
    response.writeHead(found.reply.status, {
      'content-type': found.reply.contentType,
      'content-length': String(found.body.length),
    });
    response.end(found.body);
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
