import { buildOpenApi } from '@ysy/contracts/openapi';
import fp from 'fastify-plugin';
import { JSON_CONTENT_TYPE } from '../http/replies';

/** The OpenAPI 3.1 document generated from the contracts; built on first request, then kept. */
export const docs = fp(
  async function docs(fastify) {
    let document: string | undefined;
    fastify.get('/docs/openapi.json', async (_request, reply) => {
      document ??= JSON.stringify(buildOpenApi());
      return reply.header('content-type', JSON_CONTENT_TYPE).send(document);
    });
  },
  { name: 'docs', fastify: '5.x' },
);
