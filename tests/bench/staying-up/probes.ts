import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { Client } from 'undici';

/**
 * A load balancer's view during the run: `/healthz` and `/readyz` asked every `everyMs`, each
 * on a new connection (haproxy opens one per check), beside the load. An answer later than
 * `timeoutMs` is a missed check, counted apart and not in the latencies.
 *
 * The checks run on a thread of their own (`probe-thread.mjs`, `probe-worker.ts`): on the crowd's thread, a thousand
 * visitors' answers queue ahead of a check's answer, and the check would time the bench's own
 * event loop instead of the server (seen: checks of 2 s while the server's loop never waited
 * more than 33 ms).
 */

export interface ProbeResult {
  path: string;
  /** Latencies (ms) of the answers that came. */
  latencies: number[];
  /** Answers by status code. */
  statuses: Map<number, number>;
  missed: number;
}

export interface Prober {
  stop(): Promise<ProbeResult[]>;
}

async function probeOnce(baseUrl: string, timeoutMs: number, into: ProbeResult): Promise<void> {
  const client = new Client(baseUrl, {
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
  });
  const started = performance.now();
  try {
    const response = await client.request({ method: 'GET', path: into.path });
    await response.body.dump();
    into.latencies.push(performance.now() - started);
    into.statuses.set(response.statusCode, (into.statuses.get(response.statusCode) ?? 0) + 1);
  } catch {
    into.missed += 1;
  } finally {
    await client.destroy();
  }
}

/** The checking loop itself, run by `probe-worker.ts` on its own thread. */
export function probeLoop(
  baseUrl: string,
  paths: readonly string[],
  everyMs = 100,
  timeoutMs = 2_000,
): Prober {
  const results = paths.map((path): ProbeResult => ({
    path,
    latencies: [],
    statuses: new Map(),
    missed: 0,
  }));
  const pending = new Set<Promise<void>>();
  let running = true;
  const loop = (async () => {
    while (running) {
      // Not waiting for the answers: a slow one must not space the next checks out.
      for (const result of results) {
        const probe = probeOnce(baseUrl, timeoutMs, result);
        pending.add(probe);
        void probe.finally(() => pending.delete(probe));
      }
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(pending);
      return results;
    },
  };
}

export interface ProbeRequest {
  baseUrl: string;
  paths: readonly string[];
  everyMs: number;
  timeoutMs: number;
}

/**
 * Starts the checks on their own thread, resolving once they run (the thread's start-up, about a
 * second under tsx, is not part of the run); `stop()` ends them and gives their results.
 */
export async function startProbes(
  baseUrl: string,
  paths: readonly string[],
  everyMs = 100,
  timeoutMs = 2_000,
): Promise<Prober> {
  const request: ProbeRequest = { baseUrl, paths, everyMs, timeoutMs };
  const worker = new Worker(new URL('./probe-thread.mjs', import.meta.url), {
    workerData: request,
  });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  const next = <T>() =>
    Promise.race([new Promise<T>((resolve) => worker.once('message', resolve)), failed]);
  await next<'running'>();
  return {
    async stop() {
      const results = next<ProbeResult[]>();
      worker.postMessage('stop');
      const answered = await results;
      await worker.terminate();
      return answered;
    },
  };
}
