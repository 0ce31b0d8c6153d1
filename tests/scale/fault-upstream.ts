/**
 * The embedded upstream as a process of its own, with a switch that makes one path slow: what
 * the fault test points every instance at (UPSTREAM_URL) to see that a slow upstream on one
 * route does not slow the others. Run by the topology with `node --import tsx`:
 *
 *   DATABASE_URL  the shared PostgreSQL (the instances migrate and seed it)
 *   PORT          where the upstream listens
 *   CONTROL_PORT  `POST /slow?path=/api/client/customs&mode=late|never|mixed|off`
 *
 * `late` answers each call to the path after LATE_MS, `never` holds it until the caller gives
 * up, `mixed` alternates the two (half late, half never), `off` serves it at once again.
 */
import { createServer, request as forward } from 'node:http';
import { openDatabase } from '@ysy/bff/db/database';
import { buildUpstreamApp } from '@ysy/bff/embedded/upstream/app';

const SLOW_MODES = ['late', 'never', 'mixed', 'off'] as const;
type SlowMode = (typeof SLOW_MODES)[number];
/** How late a late answer is: past the instances' upstream timeout. */
const LATE_MS = 10_000;

const slow = new Map<string, SlowMode>();
let calls = 0;

function delayFor(path: string): Promise<void> | undefined {
  const mode = slow.get(path);
  if (mode === undefined || mode === 'off') return undefined;
  calls += 1;
  const never = mode === 'never' || (mode === 'mixed' && calls % 2 === 0);
  // A call held "forever" still ends when the instance gives up and closes the connection.
  return new Promise((resolve) => {
    if (!never) setTimeout(resolve, LATE_MS);
  });
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl === undefined) throw new Error('DATABASE_URL is not set');
const db = await openDatabase({ databaseUrl });
const app = await buildUpstreamApp({ db });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const appPort = typeof address === 'object' && address ? address.port : 0;

// In front of the upstream (which is booted and takes no more hooks): holds a slowed path's
// calls, passes every other byte through.
const front = createServer((request, response) => {
  const pass = () => {
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: appPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  };
  const delay = delayFor((request.url ?? '').split('?')[0] ?? '');
  if (delay) void delay.then(() => (response.destroyed ? undefined : pass()));
  else pass();
});
front.listen(Number(process.env.PORT), '127.0.0.1');

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  const path = url.searchParams.get('path') ?? '';
  const mode = SLOW_MODES.find((m) => m === url.searchParams.get('mode'));
  if (request.method !== 'POST' || url.pathname !== '/slow' || !path || mode === undefined) {
    response.writeHead(400).end('POST /slow?path=…&mode=late|never|mixed|off');
    return;
  }
  slow.set(path, mode);
  response.writeHead(204).end();
});
control.listen(Number(process.env.CONTROL_PORT), '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    control.close();
    // Held calls would keep close() waiting; the instances see their connections end.
    front.closeAllConnections();
    front.close();
    void app.close().then(() => db.close().then(() => process.exit(0)));
  });
