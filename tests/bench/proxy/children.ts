import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isRecord } from '@ysy/contracts/common/is-record';

/**
 * Starts each server under test in its own Node process (TypeScript through tsx's loader), so
 * the load generator in this process never competes with it inside one event loop. A child
 * reports `{ type: 'ready', url, info }` once it listens (servers/child-kit.ts).
 */

export interface Child {
  name: string;
  url: string;
  info: Record<string, string | number>;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ChildOptions {
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  /** Sent to the child right after it starts (e.g. the recorded replies). */
  firstMessage?: object;
  /** Progress lines the child sends. */
  onLog?: (text: string) => void;
  /** Start-up deadline; seeding 200,000 companies takes a few minutes. */
  timeoutMs?: number;
}

const TSX_LOADER = import.meta.resolve('tsx');
const live = new Set<Child>();

function serverPath(file: string): string {
  return fileURLToPath(new URL(`./servers/${file}`, import.meta.url));
}

function infoOf(value: unknown): Record<string, string | number> {
  const info: Record<string, string | number> = {};
  if (!isRecord(value)) return info;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number') info[key] = item;
  }
  return info;
}

export function startChild(
  name: string,
  file: string,
  args: string[],
  opts: ChildOptions = {},
): Promise<Child> {
  const child = fork(serverPath(file), args, {
    execArgv: ['--import', TSX_LOADER, ...(opts.nodeFlags ?? [])],
    // The BFF's access log goes to /dev/null: it is written (as in production), never shown.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (opts.firstMessage !== undefined) child.send(opts.firstMessage);

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });

  return new Promise<Child>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name}: not ready within ${opts.timeoutMs ?? 60_000} ms`));
    }, opts.timeoutMs ?? 60_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name}: exited with ${code} before it was ready`));
    };
    child.once('exit', onExit);
    child.on('message', (message: unknown) => {
      if (!isRecord(message)) return;
      if (message.type === 'log' && typeof message.text === 'string') opts.onLog?.(message.text);
      if (message.type === 'ready' && typeof message.url === 'string') {
        clearTimeout(timer);
        child.off('exit', onExit);
        const handle: Child = {
          name,
          url: message.url,
          info: infoOf(message.info),
          process: child,
          async stop() {
            live.delete(handle);
            await stop();
          },
        };
        live.add(handle);
        resolve(handle);
      }
    });
  });
}

/** Process ids of the children still running. */
export function livePids(): number[] {
  return [...live].flatMap((child) => (child.process.pid === undefined ? [] : [child.process.pid]));
}

/** Stops every child still running (on exit or after a failure). */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((child) => child.stop()));
}
