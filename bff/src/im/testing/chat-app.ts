import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Db } from '../../db/database';
import { startEmbedded } from '../../embedded/start';
import { openSeededDatabase, testDatabaseKinds } from '../../embedded/testing/databases';
import { captureLogs, testConfig, TEST_SUPPORT_API_KEY } from '../../testing/test-config';

/** The headers of a JSON call from the page (the BFF refuses a write without the XHR mark). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

export interface ChatApp {
  db: Db;
  app: FastifyInstance;
  base: string;
  /** The app's log lines, kept off stdout whatever LOG_LEVEL the test asks for. */
  logs: ReturnType<typeof captureLogs>;
  close(): Promise<void>;
}

/**
 * The BFF with the embedded hub over a small seeded PGlite database, listening on a free port.
 * `env` gives what to add to the test config (limits, staff passwords, quotas); it is called with
 * the seeded database, so it can name seeded accounts.
 */
export async function startChatApp(
  env: (db: Db) => Promise<NodeJS.ProcessEnv> | NodeJS.ProcessEnv,
): Promise<ChatApp> {
  const [pglite] = testDatabaseKinds();
  if (!pglite) throw new Error('no test database kind');
  const db = await openSeededDatabase(pglite, 50);
  const embedded = await startEmbedded({ db, supportApiKey: TEST_SUPPORT_API_KEY });
  const logs = captureLogs();
  const app = await buildApp({
    config: testConfig(await env(db)),
    upstreamUrl: embedded.upstreamUrl,
    supportUrl: embedded.supportUrl,
    logStream: logs.stream,
    imDb: db,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    db,
    app,
    base,
    logs,
    async close() {
      await app.close();
      await embedded.close();
      await db.close();
    },
  };
}
