import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '@ysy/contracts/common/route';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  idempotencyMessages,
} from '@ysy/contracts/common/idempotency';
import type { UpstreamContext } from './context';
import {
  claimWriteKey,
  deleteWriteKeysBefore,
  findStoredWrite,
  storeWriteReply,
  type WriteKey,
} from './repositories/idempotent-writes';
import { contractRoute, HttpError, type ContractRoute, type HandlerContext } from './route-kit';

/** A retry comes within seconds or minutes; a key is kept a day, then may be used again. */
export const WRITE_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A write's handler: everything it reads and stores goes through `tx.db`, which is the
 * transaction that also holds the request's key when it has one.
 */
type WriteHandler<R extends RouteDef> = (
  input: HandlerContext<R>,
  tx: UpstreamContext,
) => Promise<z.input<R['reply']>>;

/** The request's key; undefined without the header; a 400 when the header is there but no key. */
function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, { code: 400, msg: idempotencyMessages.keyInvalid });
  return parsed.data;
}

function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Serves a write that a retry must not store twice. With an `Idempotency-Key` header the key row
 * and the write are one transaction: the first request stores both; a repeat with the same body
 * gets the stored reply (same status, same body) and stores nothing; a repeat with another body
 * is a 409. Concurrent requests with one key: the second waits on the key's primary key until the
 * first commits, then replays. A refusal (a thrown HttpError) rolls the key back with the write,
 * so a corrected retry is judged afresh. Without the header the write is served as before.
 */
export function idempotentRoute<R extends RouteDef>(
  ctx: UpstreamContext,
  route: R,
  handler: WriteHandler<R>,
): ContractRoute {
  return contractRoute(route).handle(async (input) => {
    const key = keyOf(input.request);
    if (key === undefined) return handler(input, ctx);
    const id: WriteKey = { route: route.id, key };
    const bodyHash = hashOf(input.body);
    const createdAt = new Date(ctx.now());
    const attempt = () =>
      ctx.db.transaction(async (db) => {
        if (!(await claimWriteKey(db, id, bodyHash, createdAt))) {
          return { kind: 'replay' as const, stored: await findStoredWrite(db, id) };
        }
        const reply = await handler(input, { ...ctx, db });
        await storeWriteReply(db, id, input.reply.statusCode, JSON.stringify(reply));
        return { kind: 'stored' as const, reply };
      });
    let outcome = await attempt();
    // The key seen taken and then gone was past its day and swept in between: it is new again.
    if (outcome.kind === 'replay' && outcome.stored === undefined) outcome = await attempt();
    if (outcome.kind === 'stored') {
      await sweepOldKeys(ctx, input.request, createdAt);
      return outcome.reply;
    }
    const { stored } = outcome;
    if (stored === undefined || stored.body_hash !== bodyHash) {
      throw new HttpError(409, { code: 409, msg: idempotencyMessages.keyReused });
    }
    input.reply.code(stored.status);
    // The stored reply is what this handler returned for the same route and body.
    return JSON.parse(stored.reply) as z.input<R['reply']>;
  });
}

/**
 * Keys past their day are deleted when a new one is stored (the embedded upstream has no
 * periodic job of its own): an index range on `created_at`, after the write's commit, so it
 * never holds the write's transaction. A failure only leaves old keys for the next write.
 */
async function sweepOldKeys(ctx: UpstreamContext, request: FastifyRequest, now: Date) {
  try {
    await deleteWriteKeysBefore(ctx.db, new Date(now.getTime() - WRITE_KEY_TTL_MS));
  } catch (error) {
    request.log.warn({ err: error }, 'old idempotency keys not deleted');
  }
}
