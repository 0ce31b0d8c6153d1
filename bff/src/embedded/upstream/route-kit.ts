import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '@ysy/contracts/common/route';
import { messages } from '@ysy/contracts/common/messages';
import { issuesOf, messageOf } from '@ysy/contracts/common/zod-errors';

/**
 * Serving contract routes: every query and body is parsed with the route's own schema before a
 * handler sees it (bad input: HTTP 400 `{ code: 400, msg, issues }` in Chinese), and a handler's
 * return type is the route's reply, so the compiler holds each handler to its contract.
 */

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<R extends RouteDef> {
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<R extends RouteDef> = (ctx: HandlerContext<R>) => Promise<z.input<R['reply']>>;

export interface ContractRoute {
  route: RouteDef;
  register(app: FastifyInstance): void;
}

/** A failure answered with an HTTP status other than 200 and `{ code, msg }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { code: number; msg: string },
  ) {
    super(body.msg);
    this.name = 'HttpError';
  }
}

function badRequest(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ code: 400, msg: messageOf(error), issues: issuesOf(error) });
}

/**
 * Binds a handler to `route` (method and path from the contract):
 * `contractRoute(routes.getNav).handle(async () => ({ code: 0, data: [...] }))`.
 * Two steps so that the route fixes the reply type before the handler is checked against it
 * (in one generic call TypeScript widens the handler's `code: 0` to `number`).
 */
export function contractRoute<R extends RouteDef>(
  route: R,
): { handle(handler: Handler<R>): ContractRoute } {
  return { handle: (handler) => bindRoute(route, handler) };
}

function bindRoute<R extends RouteDef>(route: R, handler: Handler<R>): ContractRoute {
  return {
    route,
    register(app) {
      app.route({
        method: route.method,
        url: route.path,
        handler: async (request, reply) => {
          let query: unknown = undefined;
          if (route.query) {
            const parsed = route.query.safeParse(request.query ?? {});
            if (!parsed.success) return badRequest(reply, parsed.error);
            query = parsed.data;
          }
          let body: unknown = undefined;
          if (route.body) {
            // A POST without a body (no content type) arrives as undefined; treat it as `{}`.
            const parsed = route.body.safeParse(request.body ?? {});
            if (!parsed.success) return badRequest(reply, parsed.error);
            body = parsed.data;
          }
          const result = await handler({
            query: query as Parsed<R['query']>,
            body: body as Parsed<R['body']>,
            request,
            reply,
          });
          return reply.send(result);
        },
      });
    },
  };
}

/**
 * One error shape for every failure, and no stack trace or internal message ever leaves:
 * HttpError as given, Fastify's own 4xx (bad JSON, wrong content type, body too large) as a
 * Chinese 400-class reply, anything else as a logged 500.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ code: 404, msg: messages.notFound });
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: status, msg: messages.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 500, msg: messages.internalError });
  });
}
