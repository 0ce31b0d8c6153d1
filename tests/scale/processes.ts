import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/**
 * The topology's processes are started detached, each in its own process group with its output in
 * a log file, so `npm run scale:up` can return while they run and `scale:down` (another process)
 * stops them by pid. The test drives them the same way.
 */

export interface Started {
  pid: number;
  log: string;
}

export function startDetached(
  command: string,
  args: readonly string[],
  options: { log: string; env?: NodeJS.ProcessEnv; cwd?: string },
): Started {
  const out = openSync(options.log, 'a');
  try {
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', out, out],
      env: options.env ?? process.env,
      ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    });
    if (child.pid === undefined) throw new Error(`${command} did not start`);
    child.unref();
    return { pid: child.pid, log: options.log };
  } finally {
    closeSync(out);
  }
}

/** Whether the process runs; an exited one that nobody reaped yet (a zombie) does not. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (name) S ...", the state after the name's closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it is true; fails after `timeoutMs` with `what`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await sleep(everyMs);
  }
}

/**
 * Sends `signal`, waits up to `graceMs` for the process to end, then SIGKILLs it. Resolves
 * whether it ended by itself (true) or was killed (false).
 */
export async function stopPid(
  pid: number,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 20_000,
): Promise<boolean> {
  if (!alive(pid)) return true;
  process.kill(pid, signal);
  try {
    await waitUntil(`pid ${pid} to exit`, () => !alive(pid), graceMs, 100);
    return true;
  } catch {
    if (alive(pid)) process.kill(pid, 'SIGKILL');
    return false;
  }
}

/** The last lines of a log, for an error message. */
export function tail(log: string, lines = 30): string {
  try {
    return readFileSync(log, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Whether `url` answers 200 within `timeoutMs`. */
export async function answers200(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}
