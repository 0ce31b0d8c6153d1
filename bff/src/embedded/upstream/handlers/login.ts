import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routes } from '@ysy/contracts/routes';
import {
  LOGIN_OK,
  LOGIN_VERIFY,
  type ImAccount,
  type UserInfo,
  type WxLoginCallbackUpstreamReply,
} from '@ysy/contracts/login/schemas';
import type { Db } from '../../db/database';
import { contractRoute, type ContractRoute } from '../route-kit';
import { sameOriginRedirectPath } from '../auth/redirect-target';
import { issueUserToken, refreshToken, requireUser, revokeToken } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { upstreamMessages } from '../messages';

/**
 * Login by (simulated) WeChat QR scan. /wechat-sim/authorize stands in for WeChat's page: it
 * makes a one-time code for a test account and redirects back; the callback exchanges the code.
 *
 *   demo           the default account: code 0, logged in
 *   verify         code 2: the account must verify a phone first (/signverification)
 *   any other      lower-case name: its own user, code 0
 */
export const TEST_ACCOUNTS = { demo: 'demo', verify: 'verify' } as const;

/** A login code lives five minutes and works once, like WeChat's. */
export const LOGIN_CODE_TTL_MS = 5 * 60 * 1000;

/** WeChat's own error codes for a bad OAuth code, kept so the failure codes look familiar. */
const WX_CODE_INVALID = 40029;
const WX_CODE_USED = 40163;
const WX_CODE_EXPIRED = 42003;

const ACCOUNT_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

export interface UserRow {
  id: number;
  openid: string;
  unionid: string;
  nickname: string;
  name: string;
  avatar: string;
  vip_level: number;
  im_accid: string;
}

function stableId(prefix: string, account: string, length: number): string {
  return (
    prefix +
    createHash('sha256').update(`${prefix}:${account}`).digest('base64url').slice(0, length)
  );
}

function profileOf(account: string): { nickname: string; name: string; vipLevel: number } {
  if (account === TEST_ACCOUNTS.demo)
    return { nickname: '易商云体验官', name: '王小明', vipLevel: 1 };
  if (account === TEST_ACCOUNTS.verify)
    return { nickname: '待验证用户', name: '李待验', vipLevel: 0 };
  return { nickname: `微信用户_${account}`, name: account, vipLevel: 0 };
}

/** Finds or creates the user of a test account, with its chat account; updates its login time. */
async function upsertUser(db: Db, account: string, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const existing = await tx.query<UserRow>(
      `UPDATE users SET last_login_at = $2 WHERE account = $1
       RETURNING id, openid, unionid, nickname, name, avatar, vip_level, im_accid`,
      [account, now],
    );
    if (existing[0]) return existing[0];

    const profile = profileOf(account);
    const openid = stableId('o', account, 27);
    const accid = `ysy_user_${stableId('', account, 12)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')}`;
    const avatar = `/uploads/avatars/user-${account}.svg`;
    await tx.query(
      `INSERT INTO im_accounts (accid, token, kind, nick, icon, im_openid, created_at)
       VALUES ($1, $2, 'user', $3, $4, $5, $6) ON CONFLICT (accid) DO NOTHING`,
      [accid, randomBytes(16).toString('hex'), profile.nickname, avatar, openid, now],
    );
    const consultants = await tx.query<{ id: number }>('SELECT id FROM consultants ORDER BY sort');
    const consultant =
      consultants.length > 0 ? consultants[account.length % consultants.length] : undefined;
    const inserted = await tx.query<UserRow>(
      `INSERT INTO users (openid, unionid, account, nickname, name, avatar, im_accid, consultant_id, vip_level,
                          created_at, updated_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $10)
       ON CONFLICT (account) DO UPDATE SET last_login_at = EXCLUDED.last_login_at
       RETURNING id, openid, unionid, nickname, name, avatar, vip_level, im_accid`,
      [
        openid,
        stableId('u', account, 27),
        account,
        profile.nickname,
        profile.name,
        avatar,
        accid,
        consultant?.id ?? null,
        profile.vipLevel,
        now,
      ],
    );
    const row = inserted[0];
    if (!row) throw new Error('user upsert returned no row');
    return row;
  });
}

export function userInfoOf(user: UserRow): UserInfo {
  return {
    id: user.id,
    nickname: user.nickname,
    name: user.name,
    avatar: user.avatar,
    vip_level: user.vip_level,
  };
}

export async function imAccountOf(db: Db, user: UserRow): Promise<ImAccount> {
  const rows = await db.query<{
    accid: string;
    token: string;
    icon: string;
    im_openid: string | null;
  }>('SELECT accid, token, icon, im_openid FROM im_accounts WHERE accid = $1', [user.im_accid]);
  const row = rows[0];
  if (!row) throw new Error(`user ${user.id} has no chat account`);
  return {
    im_accid: row.accid,
    im_token: row.token,
    im_icon: row.icon,
    im_openid: row.im_openid ?? user.openid,
  };
}

interface LoginCodeRow {
  account: string;
  state: string;
  expires_at: Date;
  used_at: Date | null;
}

async function wxLoginCallback(
  ctx: UpstreamContext,
  code: string,
  state: string,
): Promise<WxLoginCallbackUpstreamReply> {
  const now = ctx.now();
  // Claim the code in one statement, so two callbacks racing with one code cannot both succeed.
  const claimed = await ctx.db.query<LoginCodeRow>(
    `UPDATE wechat_login_codes SET used_at = $2
      WHERE code = $1 AND used_at IS NULL AND expires_at > $2 AND state = $3
      RETURNING account, state, expires_at, used_at`,
    [code, new Date(now), state],
  );
  const row = claimed[0];
  if (!row) {
    const known = await ctx.db.query<LoginCodeRow>(
      'SELECT account, state, expires_at, used_at FROM wechat_login_codes WHERE code = $1',
      [code],
    );
    const found = known[0];
    if (!found) return { code: WX_CODE_INVALID, msg: upstreamMessages.loginCodeInvalid };
    if (found.used_at) return { code: WX_CODE_USED, msg: upstreamMessages.loginCodeUsed };
    if (found.expires_at.getTime() <= now)
      return { code: WX_CODE_EXPIRED, msg: upstreamMessages.loginCodeExpired };
    return { code: WX_CODE_INVALID, msg: upstreamMessages.loginStateMismatch };
  }

  const user = await upsertUser(ctx.db, row.account, new Date(now));
  const token = await issueUserToken(ctx.db, ctx, user.id);
  if (row.account === TEST_ACCOUNTS.verify) {
    return {
      code: LOGIN_VERIFY,
      msg: upstreamMessages.loginVerify,
      data: { openid: user.openid, unid: user.unionid, token },
    };
  }
  const info = userInfoOf(user);
  return {
    code: LOGIN_OK,
    msg: upstreamMessages.loginOk,
    data: {
      userInfo: info,
      theLatestUserInfo: info,
      token,
      imAccount: await imAccountOf(ctx.db, user),
    },
  };
}

export function loginRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.wxLoginCallback).handle(({ query }) =>
      wxLoginCallback(ctx, query.code, query.state),
    ),
    contractRoute(routes.issueToken).handle(async ({ request }) => ({
      code: 0,
      data: { token: await refreshToken(ctx, request) },
    })),
    contractRoute(routes.revokeToken).handle(async ({ request }) => {
      await revokeToken(ctx, request);
      return { code: 0, msg: upstreamMessages.loggedOut };
    }),
    contractRoute(routes.getLatestUser).handle(async ({ request }) => {
      const userId = await requireUser(ctx, request);
      const rows = await ctx.db.query<UserRow>(
        'SELECT id, openid, unionid, nickname, name, avatar, vip_level, im_accid FROM users WHERE id = $1',
        [userId],
      );
      const user = rows[0];
      if (!user) return { code: 404, msg: upstreamMessages.tokenInvalid };
      return { code: 0, data: { user: userInfoOf(user) } };
    }),
  ];
}

/**
 * GET /wechat-sim/authorize?redirect_uri=<path>&state=<s>&account=<name>: the simulated QR scan.
 * Makes a one-time code and answers 302 to `<redirect_uri>?code=<c>&state=<s>`.
 */
export function registerWechatSim(app: FastifyInstance, ctx: UpstreamContext): void {
  app.get('/wechat-sim/authorize', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const redirectUri = query.redirect_uri;
    const state = query.state;
    const account =
      query.account === undefined || query.account === '' ? TEST_ACCOUNTS.demo : query.account;
    const target =
      typeof redirectUri === 'string' ? sameOriginRedirectPath(redirectUri) : undefined;
    if (target === undefined) {
      request.log.warn('simulated login refused a redirect_uri off this site');
      return reply.code(400).send({ code: 400, msg: upstreamMessages.redirectInvalid });
    }
    if (typeof state !== 'string' || state === '' || state.length > 512) {
      return reply.code(400).send({ code: 400, msg: upstreamMessages.stateInvalid });
    }
    if (typeof account !== 'string' || !ACCOUNT_PATTERN.test(account)) {
      return reply.code(400).send({ code: 400, msg: upstreamMessages.accountInvalid });
    }
    const code = randomBytes(16).toString('hex');
    const now = ctx.now();
    await ctx.db.query(
      `INSERT INTO wechat_login_codes (code, account, state, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [code, account, state, new Date(now), new Date(now + LOGIN_CODE_TTL_MS)],
    );
    const separator = target.includes('?') ? '&' : '?';
    const location = `${target}${separator}code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
    return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
  });
}
