import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { routesOfHost } from '@ysy/contracts/routes';
import { frameworkRefusals } from '../../http/framework-refusals';
import { storableInput } from '../../plugins/storable-input';
import type { Db } from '../db/database';
import { installErrorHandling, type ContractRoute } from './route-kit';
import { DEFAULT_TOKEN_TTL_SECONDS, type UpstreamContext } from './context';
import { accountRoutes } from './handlers/account';
import { myDataRoutes } from './handlers/my-data';
import { searchHistoryRoutes } from './handlers/search-history';
import { companyRoutes } from './handlers/company';
import { consultationRoutes } from './handlers/consultation';
import { demandRoutes } from './handlers/demand';
import { directoryRoutes } from './handlers/directory';
import { exportRoutes, registerExportFiles } from './handlers/exports';
import { knowledgeRoutes } from './handlers/knowledge';
import { loginRoutes } from './handlers/login';
import { registerWechatSim } from './handlers/wechat-sim';
import { lookupRoutes } from './handlers/lookup';
import { serviceRoutes } from './handlers/service';
import { siteRoutes } from './handlers/site';
import { verifyPhoneRoutes } from './handlers/verify-phone';
import { upstreamMessages } from './messages';
import { registerUploads, type UploadsOptions } from './uploads';

const SERVICE = 'embedded-upstream';

export interface UpstreamAppOptions {
  db: Db;
  /** Lifetime of a user token (default two hours); refreshable for 30 days after issue. */
  tokenTtlSeconds?: number;
  /** Clock in ms since the epoch (tests move it instead of sleeping). */
  now?: () => number;
  /** A pino logger to use (e.g. the BFF's); default: Fastify's own at level warn. */
  logger?: FastifyBaseLogger;
  /** What the site's QR codes open and the hotline (the consultants' contact codes carry it). */
  uploads?: UploadsOptions;
}

/** Every handler of the embedded upstream, one per contract route with host 'upstream'. */
export function upstreamContractRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    ...siteRoutes(ctx),
    ...loginRoutes(ctx),
    ...knowledgeRoutes(ctx),
    ...companyRoutes(ctx),
    ...lookupRoutes(ctx),
    ...demandRoutes(ctx),
    ...directoryRoutes(ctx),
    ...consultationRoutes(ctx),
    ...serviceRoutes(ctx),
    ...verifyPhoneRoutes(ctx),
    ...accountRoutes(ctx),
    ...myDataRoutes(ctx),
    ...searchHistoryRoutes(ctx),
    ...exportRoutes(ctx),
  ];
}

/**
 * The embedded business API: a real implementation of every upstream call of the contracts on
 * the database, plus /healthz, /uploads/** and the simulated WeChat login at /wechat-sim.
 */
export async function buildUpstreamApp(opts: UpstreamAppOptions): Promise<FastifyInstance> {
  const ctx: UpstreamContext = {
    db: opts.db,
    now: opts.now ?? Date.now,
    tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
  };
  const app = opts.logger
    ? Fastify({
        loggerInstance: opts.logger.child({ service: SERVICE }, { level: 'warn' }),
        ...frameworkRefusals,
      })
    : // Warn and above only: the BFF in front logs every request already.
      Fastify({ logger: { level: 'warn' }, ...frameworkRefusals });
  installErrorHandling(app);
  await app.register(storableInput);

  const handlers = upstreamContractRoutes(ctx);
  const missing = routesOfHost('upstream').filter(
    (route) => !handlers.some((h) => h.route.id === route.id),
  );
  if (missing.length > 0) {
    throw new Error(
      `embedded upstream has no handler for: ${missing.map((route) => route.id).join(', ')}`,
    );
  }
  for (const handler of handlers) handler.register(app);

  app.get('/healthz', async (_request, reply) => {
    try {
      await ctx.db.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', msg: upstreamMessages.databaseDown });
    }
  });
  registerUploads(app, ctx, opts.uploads);
  registerExportFiles(app, ctx);
  registerWechatSim(app, ctx);
  await app.ready();
  return app;
}
