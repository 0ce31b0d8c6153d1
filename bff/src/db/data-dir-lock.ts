import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process per PGlite folder. PGlite keeps its files open without any lock of its own, so a
 * second process on the same `DATA_DIR/pglite` acknowledges writes that the first one then
 * overwrites. proper-lockfile holds the lock (an atomic `mkdir` of `DATA_DIR/pglite.lock`, kept
 * fresh by touching its mtime) and decides when a lock is abandoned: not refreshed for STALE_MS.
 * Beside it, `pglite.lock.json` names the holder, so a refusal can say who holds the folder.
 */

/**
 * The library's staleness rule (its default): a lock whose mtime is older than this is taken
 * over. A live holder's event loop can stop refreshing it for far longer (the first start's seed
 * held it for 38 s on this machine), so a holder alive on this machine is never judged by mtime:
 * see isLiveLocalProcess.
 */
const STALE_MS = 10_000;
/** How often the holder refreshes it; a change by someone else is noticed within this. */
const UPDATE_MS = 2_000;
/** Waiting for a dead holder's lock to go stale: attempts every POLL_MS for a little over STALE_MS. */
const POLL_MS = 250;
const WAIT_RETRIES = Math.ceil((STALE_MS + 2 * UPDATE_MS) / POLL_MS);

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who =
      holder === undefined
        ? { zh: '另一个进程', en: 'another process' }
        : {
            zh: `进程 pid ${holder.pid}（主机 ${holder.host}，启动于 ${holder.startedAt}）`,
            en: `process pid ${holder.pid} (host ${holder.host}, started ${holder.startedAt})`,
          };
    super(
      `DATA_DIR（${dataDir}）正被${who.zh}使用：PGlite 的数据文件不能由两个进程同时打开。` +
        `请先停止该进程，或为本实例设置另一个 DATA_DIR 或 DATABASE_URL。\n` +
        `DATA_DIR (${dataDir}) is in use by ${who.en}: PGlite's files cannot be shared by two ` +
        `processes. Stop that process, or give this instance its own DATA_DIR or a DATABASE_URL.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Gives the folder up (the holder file first, then the lock). */
  release(): Promise<void>;
}

export interface LockDataDirOptions {
  /**
   * The lock was taken over or removed while held: another process may now write the same files.
   * Called once; the lock is then no longer ours.
   */
  onCompromised(error: Error): void;
  /** Told when a start waits for a dead holder's lock to go stale. */
  onWait?(holder: LockHolder | undefined, waitMs: number): void;
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number' &&
      'host' in parsed &&
      typeof parsed.host === 'string' &&
      'startedAt' in parsed &&
      typeof parsed.startedAt === 'string'
    ) {
      return { pid: parsed.pid, host: parsed.host, startedAt: parsed.startedAt };
    }
  } catch {
    // Missing (a holder that has just taken the lock, or was killed before writing it) or torn.
  }
  return undefined;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the holder is certainly a live process on this machine. Signal 0 only checks existence
 * (EPERM: it exists, owned by another user). Our own pid means a previous run of ours in the same
 * PID namespace (a restarted container keeps its hostname and runs the server as the same pid),
 * and a holder that started before this boot cannot be running; both are left to the staleness
 * rule. A holder on another host cannot be checked from here: the staleness rule decides.
 */
function isLiveLocalProcess(holder: LockHolder): boolean {
  if (holder.host !== hostname() || holder.pid === process.pid) return false;
  const bootedAt = Date.now() - uptime() * 1000;
  if (Date.parse(holder.startedAt) < bootedAt) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function isLockedError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ELOCKED';
}

/**
 * Takes `DATA_DIR`'s PGlite lock or throws DataDirLockedError at once when a live process on this
 * machine holds it. A lock whose holder is gone (SIGKILL, a crash, a reboot) is taken over once
 * the library deems it stale, at most about STALE_MS after the holder's last refresh; the pid
 * only decides whether waiting for that is worthwhile, never that a lock may be broken early.
 */
export async function lockDataDir(
  dataDir: string,
  options: LockDataDirOptions,
  /** The PGlite folder inside `dataDir`: the server's is `pglite`, the seed CLI's may be another. */
  folder = 'pglite',
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const target = join(dataDir, folder);
  const lockPath = `${target}.lock`;
  const holderPath = `${lockPath}.json`;
  const previous = readHolder(holderPath);
  const held = exists(lockPath);
  if (held && previous !== undefined && isLiveLocalProcess(previous)) {
    throw new DataDirLockedError(dataDir, previous);
  }
  if (held) options.onWait?.(previous, STALE_MS);
  let compromised = false;
  let unlock: () => Promise<void>;
  try {
    unlock = await lockfile.lock(target, {
      lockfilePath: lockPath,
      // The PGlite folder need not exist yet (first start), so its path is taken as given.
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: held ? { retries: WAIT_RETRIES, factor: 1, minTimeout: POLL_MS } : 0,
      onCompromised: (error) => {
        compromised = true;
        options.onCompromised(error);
      },
    });
  } catch (error) {
    if (isLockedError(error)) throw new DataDirLockedError(dataDir, readHolder(holderPath));
    throw error;
  }
  const self: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  writeFileSync(holderPath, JSON.stringify(self));
  return {
    async release() {
      // A compromised lock and its holder file belong to whoever took it over.
      if (compromised) return;
      rmSync(holderPath, { force: true });
      await unlock();
    },
  };
}
