import type { ErrorReply, Issue } from '@ysy/contracts/common/envelope';
import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The one error shape of the BFF (contracts `ErrorReply`): `{ code: <HTTP status>, msg, issues? }`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  msg: string,
  issues?: Issue[],
): FastifyReply {
  const body: ErrorReply =
    issues === undefined ? { code: status, msg } : { code: status, msg, issues };
  return reply.code(status).header('content-type', JSON_CONTENT_TYPE).send(JSON.stringify(body));
}
