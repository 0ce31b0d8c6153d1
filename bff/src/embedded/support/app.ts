import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { routes } from '@ysy/contracts/routes';
import { frameworkRefusals } from '../../http/framework-refusals';
import { storableInput } from '../../plugins/storable-input';
import type { Db } from '../db/database';
import { contractRoute, HttpError, installErrorHandling } from '../upstream/route-kit';
import { upstreamMessages } from '../upstream/messages';
import { visitorAccount } from '../upstream/repositories/im-accounts';
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
    ? Fastify({
        loggerInstance: opts.logger.child({ service: SERVICE }, { level: 'warn' }),
        ...frameworkRefusals,
      })
    : // Warn and above only: the BFF in front logs every request already.
      Fastify({ logger: { level: 'warn' }, ...frameworkRefusals });
  installErrorHandling(app);
  await app.register(storableInput);

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
      const account = await visitorAccount(
        opts.db,
        {
          accid: `ysy_visitor_${digest.slice(0, 16)}`,
          token: randomBytes(16).toString('hex'),
          nick: `访客${digest.slice(0, 4).toUpperCase()}`,
          icon: VISITOR_ICON,
          openid: `v_${digest.slice(16, 44)}`,
        },
        body.js_code,
      );
      return { code: 0, data: { account } };
    })
    .register(app);

  await app.ready();
  return app;
}
