import httpProxy from '@fastify/http-proxy';
import { bufferedStdout } from '@ysy/bff/logging/logger';
import Fastify, { LogController } from 'fastify';
import { failOn, onStop, ready } from './child-kit';

/**
 * The comparison point: @fastify/http-proxy (undici, keep-alive) forwarding `/api/*` to the
 * upstream as it is, with no validation and no other plugin: `bare-proxy.ts <upstream url>
 * [log level]`. Like for like with the BFF, it writes the same one access-log line per request
 * (method, URL, status, time) at the same level (default `info`), through the same buffered
 * stdout (which the parent sends to /dev/null); only the BFF's masking of that line is the
 * BFF's own cost. `silent` gives the proxy with no log at all. With `parse` as third argument it
 * is the floor the BFF is held to: the bare proxy that also reads each reply whole and runs one
 * JSON.parse on its text before sending the bytes on (no validation, nothing else).
 */

async function main(): Promise<void> {
  const [upstream, logLevel = 'info', mode] = process.argv.slice(2);
  if (!upstream) throw new Error('usage: <upstream url> [log level] [parse]');
  const stdout = logLevel === 'silent' ? undefined : bufferedStdout();
  const app = Fastify({
    logger: stdout ? { level: logLevel, stream: stdout.stream } : false,
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (stdout) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
      done();
    });
  }
  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    httpMethods: ['GET'],
    ...(mode === 'parse'
      ? {
          replyOptions: {
            onResponse(_request, reply, res) {
              const chunks: Buffer[] = [];
              res.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.stream.on('end', () => {
                const bytes = Buffer.concat(chunks);
                JSON.parse(bytes.toString('utf8'));
                void reply.send(bytes);
              });
            },
          },
        }
      : {}),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  onStop(async () => {
    await app.close();
    stdout?.close();
  });
  ready(url);
}

failOn(main());
