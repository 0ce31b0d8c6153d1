import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { migrateBff } from './db/migrate';
import { migrate } from './embedded/db/migrate';
import { freeLoopbackPort } from './testing/free-port';
import {
  newDataDir,
  SERVER_ENTRY,
  spawnServer,
  unansweredServices,
} from './testing/server-process';

const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Starts the entry point, waits until it listens, then stops it with SIGTERM. */
async function startAndStop(env: NodeJS.ProcessEnv): Promise<{ status: number | null }> {
  const server = spawnServer(env);
  await server.listening;
  server.child.kill('SIGTERM');
  return { status: await server.exited };
}

/** Writes something else into a record of an applied migration, as if its file had been edited. */
async function editAppliedMigration(dataDir: string, table: string, version: number) {
  const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    if (table === 'schema_migrations') await migrate(db);
    await migrateBff(db);
    await db.query(`UPDATE ${table} SET checksum = 'edited' WHERE version = $1`, [version]);
  } finally {
    await db.close();
  }
}

/**
 * Starts the real entry point with `env` and returns how it ended. Each case is refused by the
 * config check before anything listens, so the default port is never taken.
 */
function start(env: NodeJS.ProcessEnv) {
  const result = spawnSync(TSX, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH, DATA_DIR: newDataDir(), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('the production start', () => {
  it('as the Docker image runs it (no real services, no DEMO=1) exits 1, naming the variable', () => {
    const { status, stderr } = start({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect(status).toBe(1);
    expect(stderr).toContain('配置错误：生产环境（NODE_ENV=production）未设置 UPSTREAM_URL');
    expect(stderr).toContain('DEMO=1');
  });

  it('with a REDIS_URL nothing answers at exits 1 with a clear message, without the password', async () => {
    const port = await freeLoopbackPort();
    const { status, stderr } = start({ REDIS_URL: `redis://:s3cret-pw@127.0.0.1:${port}` });
    expect(status).toBe(1);
    expect(stderr).toContain(
      `配置错误：无法连接 REDIS_URL（redis://:***@127.0.0.1:${port}）：connect ECONNREFUSED`,
    );
    expect(stderr).not.toContain('s3cret-pw');
  });

  it("in front of real services creates the BFF's own tables and none of the embedded upstream", async () => {
    const dataDir = newDataDir();
    const port = await freeLoopbackPort();
    const env = { DATA_DIR: dataDir, PORT: String(port), ...(await unansweredServices()) };
    expect((await startAndStop(env)).status).toBe(0);
    const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
      );
      const names = tables.map((t) => t.table_name);
      expect(names).toContain('im_messages');
      expect(names).not.toContain('companies');
      expect(names).not.toContain('schema_migrations');
    } finally {
      await db.close();
    }
  });

  it('exits 1 naming the port when HEALTH_PORT is taken, and leaves neither port open', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const healthPort = typeof address === 'object' && address ? address.port : 0;
    const port = await freeLoopbackPort();
    try {
      const server = spawnServer({
        DATA_DIR: newDataDir(),
        PORT: String(port),
        HEALTH_PORT: String(healthPort),
        // Chat on NetEase IM: no database to open, so the start is quick.
        NIM_APP_KEY: 'test-app-key',
        ...(await unansweredServices()),
      });
      expect(await server.exited).toBe(1);
      expect(server.output().stdout).toContain(
        `cannot listen on 127.0.0.1:${healthPort} (HEALTH_PORT)`,
      );
      // The main port, which it had opened, is free again.
      const again = createServer();
      await new Promise<void>((resolve, reject) => {
        again.once('error', reject);
        again.listen(port, '127.0.0.1', resolve);
      });
      again.close();
    } finally {
      taken.close();
    }
  });

  it('exits 1 naming the file when an applied migration of the BFF changed', async () => {
    const dataDir = newDataDir();
    await editAppliedMigration(dataDir, 'bff_schema_migrations', 1);
    const { status, stderr } = start({ DATA_DIR: dataDir, ...(await unansweredServices()) });
    expect(status).toBe(1);
    expect(stderr).toContain('迁移文件与数据库中已应用的版本不一致');
    expect(stderr).toContain(join('bff', 'src', 'db', 'migrations', '001-chat.sql'));
  });

  it('exits 1 naming the file when an applied migration of the embedded upstream changed', async () => {
    const dataDir = newDataDir();
    await editAppliedMigration(dataDir, 'schema_migrations', 23);
    const { status, stderr } = start({ DATA_DIR: dataDir, SEED_COMPANIES: '100' });
    expect(status).toBe(1);
    expect(stderr).toContain(
      join('bff', 'src', 'embedded', 'db', 'migrations', '023-search-counts.sql'),
    );
  });
});
