import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { REFRESH_WINDOW_MS, type UpstreamContext } from '../context';
import { HttpError } from '../route-kit';
import { upstreamMessages } from '../messages';
import { endToken, findToken, insertToken, replaceToken } from '../repositories/user-tokens';

/**
 * User tokens. The token itself goes to the caller once; the database keeps only its SHA-256, so
 * a copy of the database cannot be used to log in.
 */

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueUserToken(
  db: Db,
  ctx: UpstreamContext,
  userId: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await insertToken(db, {
    hash: hashToken(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + ctx.tokenTtlSeconds * 1000),
    refreshUntil: new Date(now + REFRESH_WINDOW_MS),
  });
  return token;
}

/** The raw token of a request: the `Authorization` value, with or without `Bearer `. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}

/** How long an exchanged token may still be exchanged again (concurrent refreshes). */
const REPLACE_GRACE_MS = 60_000;

const forbidden = () => new HttpError(403, { code: 403, msg: upstreamMessages.tokenInvalid });

/** The user id behind a valid, unexpired token; HTTP 403 otherwise. */
export async function requireUser(ctx: UpstreamContext, request: FastifyRequest): Promise<number> {
  const token = tokenOf(request);
  if (!token) throw forbidden();
  const row = await findToken(ctx.db, hashToken(token));
  if (!row || row.replaced_at || row.expires_at.getTime() <= ctx.now()) throw forbidden();
  return row.user_id;
}

/** Like requireUser, but a missing or bad token means "anonymous" rather than an error. */
export async function optionalUser(
  ctx: UpstreamContext,
  request: FastifyRequest,
): Promise<number | undefined> {
  try {
    return await requireUser(ctx, request);
  } catch {
    return undefined;
  }
}

/**
 * Logout: the token (and its right to be refreshed) ends now. Unknown or already-ended tokens are
 * fine — logging out twice is not an error.
 */
export async function revokeToken(ctx: UpstreamContext, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) throw forbidden();
  await endToken(ctx.db, hashToken(token), new Date(ctx.now()));
}

/**
 * issue_token: a token still inside its refresh window (expired or not) gives a new one, and
 * the old token stops working. Exchanging it again works only within a minute of the first
 * exchange. Anything else: HTTP 403.
 */
export async function refreshToken(ctx: UpstreamContext, request: FastifyRequest): Promise<string> {
  const token = tokenOf(request);
  if (!token) throw forbidden();
  return ctx.db.transaction(async (tx) => {
    // A page often fires several calls at once, and each may come back 403 and ask for a new
    // token with the same old one; those within a short grace of the first exchange get one too.
    const now = ctx.now();
    const userId = await replaceToken(
      tx,
      hashToken(token),
      new Date(now),
      new Date(now - REPLACE_GRACE_MS),
    );
    if (userId === undefined) throw forbidden();
    return issueUserToken(tx, ctx, userId);
  });
}
