import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newDataDir } from '../testing/server-process';
import { DataDirLockedError, lockDataDir, type LockHolder } from './data-dir-lock';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function liveProcess(): number {
  const child = spawn('sleep', ['30']);
  children.push(child);
  if (child.pid === undefined) throw new Error('sleep did not start');
  return child.pid;
}

async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('true did not start');
  return child.pid;
}

/** A lock as another process leaves it: the library's folder and the holder file beside it. */
function leaveLock(dataDir: string, holder: LockHolder, refreshedMsAgo = 0): void {
  const lockPath = join(dataDir, 'pglite.lock');
  mkdirSync(lockPath);
  writeFileSync(`${lockPath}.json`, JSON.stringify(holder));
  const at = new Date(Date.now() - refreshedMsAgo);
  utimesSync(lockPath, at, at);
}

function holderFile(dataDir: string): unknown {
  return JSON.parse(readFileSync(join(dataDir, 'pglite.lock.json'), 'utf8'));
}

const noCompromise = { onCompromised: () => expect.unreachable('the lock was compromised') };

describe('the DATA_DIR lock', () => {
  it('refuses at once when a live process on this machine holds it, naming the folder and that process', async () => {
    const dataDir = newDataDir();
    const holder = { pid: liveProcess(), host: hostname(), startedAt: new Date().toISOString() };
    leaveLock(dataDir, holder);
    const onWait = vi.fn();
    const attempt = lockDataDir(dataDir, { ...noCompromise, onWait });
    await expect(attempt).rejects.toThrow(DataDirLockedError);
    await expect(attempt).rejects.toThrow(
      `DATA_DIR（${dataDir}）正被进程 pid ${holder.pid}（主机 ${holder.host}，启动于 ${holder.startedAt}）使用`,
    );
    await expect(attempt).rejects.toThrow(`DATA_DIR (${dataDir}) is in use by process pid`);
    expect(onWait).not.toHaveBeenCalled();
  });

  it('takes over a lock whose holder is gone once the lock is stale, and gives it up on release', async () => {
    const dataDir = newDataDir();
    const gone = { pid: await deadPid(), host: hostname(), startedAt: new Date().toISOString() };
    leaveLock(dataDir, gone, 11_000);
    const onWait = vi.fn();
    const lock = await lockDataDir(dataDir, { ...noCompromise, onWait });
    expect(onWait).toHaveBeenCalledWith(gone, 10_000);
    expect(holderFile(dataDir)).toMatchObject({ pid: process.pid, host: hostname() });
    await lock.release();
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite.lock.json'))).toBe(false);
    // Released: the next start takes the folder without waiting.
    const again = await lockDataDir(dataDir, { ...noCompromise, onWait });
    expect(onWait).toHaveBeenCalledTimes(1);
    await again.release();
  });

  it('does not take a holder that started before this boot for the live process now at its pid', async () => {
    const dataDir = newDataDir();
    const beforeBoot = { pid: liveProcess(), host: hostname(), startedAt: '1970-01-02T00:00:00Z' };
    leaveLock(dataDir, beforeBoot, 11_000);
    const lock = await lockDataDir(dataDir, noCompromise);
    await lock.release();
  });

  it('tells the holder when its lock is taken from it, and leaves the new holder its files', async () => {
    const dataDir = newDataDir();
    const onCompromised = vi.fn();
    const lock = await lockDataDir(dataDir, { onCompromised });
    const lockPath = join(dataDir, 'pglite.lock');
    rmSync(lockPath, { recursive: true });
    const thief = { pid: liveProcess(), host: hostname(), startedAt: new Date().toISOString() };
    leaveLock(dataDir, thief);
    await vi.waitFor(() => expect(onCompromised).toHaveBeenCalledOnce(), { timeout: 5_000 });
    await lock.release();
    expect(existsSync(lockPath)).toBe(true);
    expect(holderFile(dataDir)).toEqual(thief);
  });
});
