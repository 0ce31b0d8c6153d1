import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataDir } from '../../../testing/server-process';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** The CLI run to its end on DATA_DIR's PGlite folder, as `npm run seed` runs it. */
function seed(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the seed CLI on a DATA_DIR', () => {
  it('refuses at once a folder a live process holds, naming the folder and the holder, and opens nothing', () => {
    const dataDir = newDataDir();
    const server = spawn('sleep', ['30']);
    children.push(server);
    const holder = { pid: server.pid, host: hostname(), startedAt: new Date().toISOString() };
    // The lock as a running server leaves it (data-dir-lock.ts).
    mkdirSync(join(dataDir, 'pglite.lock'));
    writeFileSync(join(dataDir, 'pglite.lock.json'), JSON.stringify(holder));

    const run = seed(dataDir, '--companies', '5');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `DATA_DIR（${dataDir}）正被进程 pid ${holder.pid}（主机 ${holder.host}，启动于 ${holder.startedAt}）使用`,
    );
    expect(run.stderr).not.toContain('    at ');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('holds the lock on a free folder while it seeds, and gives it back at the end', async () => {
    const dataDir = newDataDir();
    const holderFile = join(dataDir, 'pglite.lock.json');
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--companies', '5'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let heldBy: unknown;
    while (heldBy === undefined && child.exitCode === null) {
      if (existsSync(holderFile))
        heldBy = (JSON.parse(readFileSync(holderFile, 'utf8')) as { pid?: unknown }).pid;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(heldBy).toBe(child.pid);
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    expect(existsSync(holderFile)).toBe(false);
  });
});
