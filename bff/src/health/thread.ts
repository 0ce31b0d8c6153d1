import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HealthWorkerData, HealthWorkerMessage } from './worker-data';

/** A closing health thread that has not ended within this is terminated. */
const CLOSE_MS = 1_000;

export interface HealthThread {
  /** The port it listens on (the one asked for, or the free one given for 0). */
  port: number;
  /** Closes its listener and ends the thread. */
  close(): Promise<void>;
}

/**
 * tsx's ES module API (`register`), found through its package's exports: resolving the name from
 * here would give its CommonJS build, which cannot register the hooks from a worker.
 */
function tsxApiUrl(from: string): string {
  const require = createRequire(from);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = exports['./esm/api']?.import.default;
  if (api === undefined)
    throw new Error('tsx/esm/api not found: the health thread needs tsx to run TypeScript');
  return new URL(api, pathToFileURL(manifest)).href;
}

/**
 * The worker's entry beside this module: `worker.js` in the compiled server (bff/build bundles it
 * as its own entry, at the same place), `worker.ts` when this module runs as TypeScript (tsx in
 * development, vitest). A worker does not inherit tsx's loader on Node 20, so TypeScript is
 * started through a few lines of JavaScript that register tsx in the new thread first; the
 * compiled server never takes that path (tsx is not installed in production).
 */
function spawnWorker(data: HealthWorkerData): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./worker.js', here), { workerData: data });
  const bootstrap = `import(${JSON.stringify(tsxApiUrl(here))})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(new URL('./worker.ts', here).href)}));`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}

function isMessage(message: unknown): message is HealthWorkerMessage {
  return (
    typeof message === 'object' && message !== null && ('port' in message || 'error' in message)
  );
}

/** Starts the health thread; resolves once it listens, rejects if it cannot (the port is taken). */
export function startHealthThread(data: HealthWorkerData): Promise<HealthThread> {
  const worker = spawnWorker(data);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  async function close(): Promise<void> {
    worker.postMessage('close');
    const timer = setTimeout(() => void worker.terminate(), CLOSE_MS);
    await exited;
    clearTimeout(timer);
  }
  return new Promise((resolve, reject) => {
    // Kept after the start: a later error ends the thread, and must not end the process.
    worker.on('error', reject);
    worker.once('exit', (code) => reject(new Error(`the health thread ended (${code})`)));
    worker.once('message', (message: unknown) => {
      if (isMessage(message) && 'port' in message) return resolve({ port: message.port, close });
      void worker.terminate();
      const why = isMessage(message) && 'error' in message ? message.error : 'no port reported';
      reject(new Error(`the health thread did not start: ${why}`));
    });
  });
}
