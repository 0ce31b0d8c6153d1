import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import { buildSupportApp } from './support/app';
import { buildUpstreamApp } from './upstream/app';
import type { UploadsOptions } from './upstream/uploads';

export interface EmbeddedServices {
  upstreamUrl: string;
  supportUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the embedded upstream and support host on loopback ports chosen by the system, for the
 * BFF to use when UPSTREAM_URL / SUPPORT_URL are unset. Does not close the database.
 */
export async function startEmbedded(opts: {
  db: Db;
  supportApiKey: string;
  tokenTtlSeconds?: number;
  logger?: FastifyBaseLogger;
  uploads?: UploadsOptions;
}): Promise<EmbeddedServices> {
  const upstream = await buildUpstreamApp({
    db: opts.db,
    ...(opts.tokenTtlSeconds !== undefined ? { tokenTtlSeconds: opts.tokenTtlSeconds } : {}),
    ...(opts.logger ? { logger: opts.logger } : {}),
    ...(opts.uploads ? { uploads: opts.uploads } : {}),
  });
  const support = await buildSupportApp({
    db: opts.db,
    apiKey: opts.supportApiKey,
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  try {
    const upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
    const supportUrl = await support.listen({ host: '127.0.0.1', port: 0 });
    return {
      upstreamUrl,
      supportUrl,
      async close() {
        await Promise.all([upstream.close(), support.close()]);
      },
    };
  } catch (error) {
    await Promise.all([upstream.close(), support.close()]);
    throw error;
  }
}
