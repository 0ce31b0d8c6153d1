import { routes } from '@ysy/contracts/routes';
import fp from 'fastify-plugin';
import { JSON_CONTENT_TYPE } from '../http/replies';

/**
 * `/healthz`: the process is alive. `/readyz`: the upstream answers the navigation call with
 * code 0 within 2 s (the embedded upstream reads its database for it), so a load balancer only
 * sends traffic to an instance that can serve pages.
 */
const READY_TIMEOUT_MS = 2_000;

export const health = fp(
  async function health(fastify) {
    const navPath = fastify.upstreams.upstream.basePath + routes.getNav.path;

    fastify.get('/healthz', async (_request, reply) =>
      reply
        .header('content-type', JSON_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send('{"status":"ok"}'),
    );

    fastify.get('/readyz', async (request, reply) => {
      reply.header('content-type', JSON_CONTENT_TYPE).header('cache-control', 'no-store');
      let reason: string;
      try {
        const response = await fastify.upstreams.upstream.request(
          'GET',
          navPath,
          { accept: 'application/json' },
          undefined,
          READY_TIMEOUT_MS,
        );
        if (response.status === 200) {
          const parsed = routes.getNav.reply.safeParse(JSON.parse(response.body));
          if (parsed.success && parsed.data.code === 0) return reply.send('{"status":"ready"}');
          reason = 'navigation reply is not code 0';
        } else {
          reason = `upstream answered ${response.status}`;
        }
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      // The reason (addresses, errors) goes to the log only.
      request.log.warn({ reason }, 'not ready');
      return reply.code(503).send('{"status":"not ready"}');
    });
  },
  { name: 'health', fastify: '5.x', dependencies: ['upstream-client'] },
);
