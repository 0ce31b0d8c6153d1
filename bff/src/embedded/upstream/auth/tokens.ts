import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { REFRESH_WINDOW_MS, type UpstreamContext } from '../context';
import { HttpError } from '../route-kit';
import { upstreamMessages } from '../messages';

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
  await db.query(
    `INSERT INTO user_tokens (token, user_id, created_at, expires_at, refresh_until)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      hashToken(token),
      userId,
      new Date(now),
      new Date(now + ctx.tokenTtlSeconds * 1000),
      new Date(now + REFRESH_WINDOW_MS),
    ],
  );
  return token;
}

/** The raw token of a request: the `Authorization` value, with or without `Bearer `. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}

interface TokenRow {
  user_id: number;
  expires_at: Date;
  refresh_until: Date;
  replaced_at: Date | null;
}

async function findToken(db: Db, token: string): Promise<TokenRow | undefined> {
  const rows = await db.query<TokenRow>(
    'SELECT user_id, expires_at, refresh_until, replaced_at FROM user_tokens WHERE token = $1',
    [hashToken(token)],
  );
  return rows[0];
}

/** How long an exchanged token may still be exchanged again (concurrent refreshes). */
const REPLACE_GRACE_MS = 60_000;

const forbidden = () => new HttpError(403, { code: 403, msg: upstreamMessages.tokenInvalid });

/** The user id behind a valid, unexpired token; HTTP 403 otherwise. */
export async function requireUser(ctx: UpstreamContext, request: FastifyRequest): Promise<number> {
  const token = tokenOf(request);
  if (!token) throw forbidden();
  const row = await findToken(ctx.db, token);
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
  const now = new Date(ctx.now());
  await ctx.db.query(
    `UPDATE user_tokens SET expires_at = LEAST(expires_at, $2), refresh_until = LEAST(refresh_until, $2)
      WHERE token = $1`,
    [hashToken(token), now],
  );
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
    const rows = await tx.query<{ user_id: number }>(
      `UPDATE user_tokens SET replaced_at = COALESCE(replaced_at, $2)
        WHERE token = $1 AND refresh_until > $2 AND (replaced_at IS NULL OR replaced_at > $3)
        RETURNING user_id`,
      [hashToken(token), new Date(now), new Date(now - REPLACE_GRACE_MS)],
    );
    const row = rows[0];
    if (!row) throw forbidden();
    return issueUserToken(tx, ctx, row.user_id);
  });
}
