import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isRecord } from '@ysy/contracts/common/is-record';

/**
 * The parent's side of server.ts: starts it in its own Node process (so the bench's client never
 * shares its event loop), waits for its URL, and asks it for what only the database's holder may
 * do, one request at a time over IPC.
 */

export interface ServerProcess {
  url: string;
  /** The database's version line (PGlite reports the PostgreSQL it embeds). */
  database: string;
  pid: number;
  ask(request: Record<string, unknown>): Promise<unknown>;
  stop(): Promise<void>;
}

const TSX_LOADER = import.meta.resolve('tsx');
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

export function startServer(
  args: readonly string[],
  onLog: (line: string) => void,
  timeoutMs: number,
): Promise<ServerProcess> {
  const child = fork(SERVER, [...args], {
    execArgv: ['--import', TSX_LOADER],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const stop = stopper(child);
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let next = 1;
  const ask = (request: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ ...request, id });
    });
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server was not ready within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
      for (const pending of waiting.values()) pending.reject(new Error('the server exited'));
    });
    child.on('message', (message: unknown) => {
      if (!isRecord(message)) return;
      if (message.type === 'log' && typeof message.text === 'string') onLog(message.text);
      if (message.type === 'reply' && typeof message.id === 'number') {
        const pending = waiting.get(message.id);
        waiting.delete(message.id);
        if (typeof message.error === 'string') pending?.reject(new Error(message.error));
        else pending?.resolve(message.result);
      }
      if (message.type === 'ready' && typeof message.url === 'string') {
        clearTimeout(timer);
        const info = isRecord(message.info) ? message.info : {};
        resolve({
          url: message.url,
          database: typeof info.database === 'string' ? info.database : '',
          pid: child.pid ?? 0,
          ask,
          stop,
        });
      }
    });
  });
}
