import { buildApp } from '@ysy/bff/app';
import { testConfig } from '@ysy/bff/testing/test-config';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';

/** The BFF in front of a fake upstream and a fake support host, each recording what reaches it. */
export interface AppOverFakes {
  app: FastifyInstance;
  upstream: FakeUpstream;
  support: FakeUpstream;
  /** Calls that reached either far side so far. */
  forwarded(): number;
  close(): Promise<void>;
}

/**
 * Starts both fakes and the BFF over them. Relaxed rate limits by default: these tests send many
 * requests from one address, and the limits have their own tests.
 */
export async function startAppOverFakes(
  env: NodeJS.ProcessEnv = { RATE_LIMITS: 'relaxed' },
): Promise<AppOverFakes> {
  const upstream = await startFakeUpstream();
  const support = await startFakeUpstream();
  const app = await buildApp({
    config: testConfig(env),
    upstreamUrl: upstream.url,
    supportUrl: support.url,
  });
  return {
    app,
    upstream,
    support,
    forwarded: () => upstream.calls.length + support.calls.length,
    async close() {
      await app.close();
      await upstream.close();
      await support.close();
    },
  };
}
