import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeLoopbackPort } from './testing/free-port';
import {
  newDataDir,
  SERVER_ENTRY,
  spawnServer,
  unansweredServices,
} from './testing/server-process';

/** In front of real services without NetEase IM: the BFF keeps its chat tables in DATA_DIR's PGlite. */
async function serverEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  return {
    DATA_DIR: dataDir,
    PORT: String(await freeLoopbackPort()),
    ...(await unansweredServices()),
  };
}

function lockPath(dataDir: string): string {
  return join(dataDir, 'pglite.lock');
}

function holderPid(dataDir: string): unknown {
  const holder: unknown = JSON.parse(readFileSync(`${lockPath(dataDir)}.json`, 'utf8'));
  return typeof holder === 'object' && holder !== null && 'pid' in holder ? holder.pid : undefined;
}

/** The real entry, run to its end: how it exited and what it printed. */
async function runToEnd(dataDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { PATH: process.env.PATH, ...(await serverEnv(dataDir)) },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// One story on one folder: PGlite's first start in a folder is the slow part of each step.
describe('one process per DATA_DIR', () => {
  it('refuses a second start at once, is taken over after a SIGKILL, and is released on a clean exit', async () => {
    const dataDir = newDataDir();
    const first = spawnServer(await serverEnv(dataDir));
    await first.listening;

    const second = await runToEnd(dataDir);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `DATA_DIR（${dataDir}）正被进程 pid ${first.child.pid}（主机 ${hostname()}，启动于 `,
    );
    expect(second.stderr).toContain(`DATA_DIR (${dataDir}) is in use by process pid`);
    // At once: the live holder is not waited for as if its lock might go stale.
    expect(second.stdout).not.toContain('taking its lock over');
    expect(second.stdout).not.toContain('已启动');
    expect(holderPid(dataDir)).toBe(first.child.pid);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockPath(dataDir))).toBe(true);
    const next = spawnServer(await serverEnv(dataDir));
    await next.listening;
    expect(next.output().stdout).toContain('the process that held DATA_DIR is gone');
    expect(holderPid(dataDir)).toBe(next.child.pid);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(lockPath(dataDir))).toBe(false);
    expect(existsSync(`${lockPath(dataDir)}.json`)).toBe(false);
  });

  it('takes no lock when NetEase IM and real services leave nothing in DATA_DIR to protect', async () => {
    const dataDir = newDataDir();
    const server = spawnServer({ ...(await serverEnv(dataDir)), NIM_APP_KEY: 'test-app-key' });
    await server.listening;
    expect(existsSync(lockPath(dataDir))).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
