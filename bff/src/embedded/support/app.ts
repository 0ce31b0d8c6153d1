import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { routes } from '@ysy/contracts/routes';
import type { ImAccount } from '@ysy/contracts/login/schemas';
import type { Db } from '../db/database';
import { contractRoute, HttpError, installErrorHandling } from '../upstream/route-kit';
import { upstreamMessages } from '../upstream/messages';
import { SUPPORT_AGENT } from '../upstream/seed/content';

const SERVICE = 'embedded-support';

export interface SupportAppOptions {
  db: Db;
  /** The exact `Authorization` value callers must send. */
  apiKey: string;
  logger?: FastifyBaseLogger;
}

const VISITOR_ICON = '/uploads/avatars/visitor.svg';

function sameKey(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  // Compare digests: timingSafeEqual needs equal lengths, and the length must not leak either.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The embedded support-chat host (the second upstream the SPA talks to): the support agent's IM
 * account and anonymous visitors' IM accounts. Every call needs the exact support key in
 * `Authorization`.
 */
export async function buildSupportApp(opts: SupportAppOptions): Promise<FastifyInstance> {
  if (opts.apiKey === '') throw new Error('support api key must not be empty');
  const app = opts.logger
    ? Fastify({ loggerInstance: opts.logger.child({ service: SERVICE }, { level: 'warn' }) })
    : // Warn and above only: the BFF in front logs every request already.
      Fastify({ logger: { level: 'warn' } });
  installErrorHandling(app);

  app.addHook('onRequest', async (request) => {
    if (!sameKey(request.headers.authorization, opts.apiKey)) {
      throw new HttpError(401, { code: 401, msg: upstreamMessages.supportKeyInvalid });
    }
  });

  contractRoute(routes.kfAccount)
    .handle(async () => ({ code: 0, data: { account: SUPPORT_AGENT.accid } }))
    .register(app);

  contractRoute(routes.getOrCreate)
    .handle(async ({ body }) => {
      const digest = createHash('sha256').update(`visitor:${body.js_code}`).digest('hex');
      const accid = `ysy_visitor_${digest.slice(0, 16)}`;
      // ON CONFLICT makes two first visits with one js_code (two tabs) end with one account.
      await opts.db.query(
        `INSERT INTO im_accounts (accid, token, kind, nick, icon, im_openid, js_code)
         VALUES ($1, $2, 'visitor', $3, $4, $5, $6)
         ON CONFLICT (js_code) DO NOTHING`,
        [
          accid,
          randomBytes(16).toString('hex'),
          `访客${digest.slice(0, 4).toUpperCase()}`,
          VISITOR_ICON,
          `v_${digest.slice(16, 44)}`,
          body.js_code,
        ],
      );
      const rows = await opts.db.query<{
        accid: string;
        token: string;
        icon: string;
        im_openid: string;
      }>('SELECT accid, token, icon, im_openid FROM im_accounts WHERE js_code = $1', [
        body.js_code,
      ]);
      const row = rows[0];
      if (!row) throw new Error('visitor account vanished after insert');
      const account: ImAccount = {
        im_accid: row.accid,
        im_token: row.token,
        im_icon: row.icon,
        im_openid: row.im_openid,
      };
      return { code: 0, data: { account } };
    })
    .register(app);

  await app.ready();
  return app;
}
