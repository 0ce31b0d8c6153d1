import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freeLoopbackPort } from './testing/free-port';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/**
 * Starts the real entry point with `env` and returns how it ended. Each case is refused by the
 * config check before anything listens, so the default port is never taken.
 */
function start(env: NodeJS.ProcessEnv) {
  const result = spawnSync(TSX, [SERVER], {
    env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(tmpdir(), 'ysy-srv-')), ...env },
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
});
