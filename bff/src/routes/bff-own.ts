import type { BffConfig } from '@ysy/contracts/bff/schemas';
import { messages } from '@ysy/contracts/common/messages';
import { routeList, routes } from '@ysy/contracts/routes';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { etagOf, sendPublic } from '../http/http-cache';
import { JSON_CONTENT_TYPE } from '../http/replies';

/** The BFF's own routes (contracts host 'bff'): its public configuration and logout. */

export function publicConfig(config: Config): BffConfig {
  return {
    brand: '易商云',
    hotline: config.hotline,
    supportHours: config.supportHours,
    chat:
      config.nimAppKey === undefined
        ? { mode: 'local' }
        : { mode: 'nim', appKey: config.nimAppKey },
    wechat:
      config.wechatAppId === undefined
        ? { mode: 'simulated' }
        : { mode: 'wechat', appId: config.wechatAppId },
    miniProgramName: config.miniProgramName,
    officialAccountName: config.officialAccountName,
    demo: config.demo,
    ...(config.icpRecord === undefined ? {} : { icpRecord: config.icpRecord }),
    ...(config.psbRecord === undefined ? {} : { psbRecord: config.psbRecord }),
    // Unset fields stay undefined, so the serialised config leaves them out, as the records above.
    company: config.company,
    qr: config.qrTargets,
  };
}

// The chat's calls (ticket, agent login) are handled by the im-api plugin.
const HANDLED = new Set<string>([
  routes.bffConfig.id,
  routes.bffLogout.id,
  routes.bffLoginState.id,
  routes.imTicket.id,
  routes.agentLogin.id,
]);

export interface BffOwnOptions {
  config: Config;
}

export const bffOwn = fp<BffOwnOptions>(
  async function bffOwn(fastify, opts) {
    const missing = routeList.filter((route) => route.host === 'bff' && !HANDLED.has(route.id));
    if (missing.length > 0) {
      throw new Error(
        `BFF routes without a handler: ${missing.map((route) => route.id).join(', ')}`,
      );
    }

    // The config never changes while running: validated against the contract and serialised once.
    const configBody = JSON.stringify(
      routes.bffConfig.reply.parse({ code: 0, data: publicConfig(opts.config) }),
    );
    const configEtag = etagOf(configBody);
    fastify.get(routes.bffConfig.bffPath, async (request, reply) =>
      sendPublic(request, reply, configBody, configEtag),
    );

    fastify.post(routes.bffLoginState.bffPath, async (request, reply) => {
      const body = routes.bffLoginState.reply.parse({
        code: 0,
        data: { state: fastify.loginState.issue(request, reply) },
      });
      return reply
        .header('content-type', JSON_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(body));
    });

    const logoutBody = JSON.stringify(
      routes.bffLogout.reply.parse({ code: 0, msg: messages.loggedOut }),
    );
    const { upstream } = fastify.upstreams;
    const revokePath = upstream.basePath + routes.revokeToken.path;
    fastify.post(routes.bffLogout.bffPath, async (request, reply) => {
      const { token } = await fastify.session.read(request);
      if (token !== undefined) {
        // Ending the token upstream makes a saved copy of the cookie worthless. The browser's
        // logout must not depend on it: a failure is logged and the cookie cleared anyway.
        try {
          const res = await upstream.request(
            'POST',
            revokePath,
            {
              accept: 'application/json',
              'content-type': 'application/json',
              authorization: token,
            },
            '{}',
          );
          if (res.status !== 200) request.log.warn({ status: res.status }, 'token revoke refused');
        } catch (error) {
          request.log.warn({ err: error }, 'token revoke failed');
        }
      }
      fastify.session.clear(request, reply);
      // The user's chat account goes with the login, on every instance (a saved copy of the
      // cookie is revoked, not just deleted here); the anonymous support chat stays.
      try {
        await fastify.imCredentials.revoke(request, 'consultant');
      } catch (error) {
        request.log.error({ err: error }, 'chat credential revoke failed');
      }
      fastify.imCredentials.clear(request, reply, 'consultant');
      return reply
        .header('content-type', JSON_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(logoutBody);
    });
  },
  {
    name: 'bff-own',
    fastify: '5.x',
    dependencies: ['session-cookie', 'login-state', 'upstream-client'],
  },
);
