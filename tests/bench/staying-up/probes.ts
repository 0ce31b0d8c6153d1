import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';

/**
 * A load balancer's view during the run: `/healthz` and `/readyz` asked every `everyMs`, each
 * on a new connection (haproxy opens one per check), beside the load. An answer later than
 * `timeoutMs` is a missed check, counted apart and not in the latencies.
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

export function startProbes(
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
