import { Worker } from 'node:worker_threads';
import type { VisitorOptions, VisitorResult } from './visitors';

/**
 * The crowd split over threads. On one thread a thousand visitors' answers wait for each other,
 * and that wait is in every latency the bench measures; split, the operating system interleaves
 * the shares, so a measured latency is the server's plus one share's queue.
 */

function runShare(opts: VisitorOptions): Promise<VisitorResult> {
  const worker = new Worker(new URL('./visitor-thread.mjs', import.meta.url), { workerData: opts });
  return new Promise<VisitorResult>((resolve, reject) => {
    worker.once('message', (result: VisitorResult) => resolve(result));
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

function merged(results: readonly VisitorResult[]): VisitorResult {
  const sumInto = <K>(into: Map<K, number>, from: Map<K, number>) => {
    for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n);
  };
  const all: VisitorResult = {
    seconds: Math.max(...results.map((r) => r.seconds)),
    accepted: [],
    shed: [],
    shedWithoutRetryAfter: 0,
    otherStatus: new Map(),
    connectionErrors: new Map(),
    timeouts: 0,
    ownLoopMaxMs: Math.max(...results.map((r) => r.ownLoopMaxMs ?? Number.NaN)),
  };
  for (const r of results) {
    all.accepted.push(...r.accepted);
    all.shed.push(...r.shed);
    all.shedWithoutRetryAfter += r.shedWithoutRetryAfter;
    sumInto(all.otherStatus, r.otherStatus);
    sumInto(all.connectionErrors, r.connectionErrors);
    all.timeouts += r.timeouts;
  }
  return all;
}

/** `opts.visitors` visitors in `threads` shares (fewer when there are fewer visitors). */
export async function runVisitorsOnThreads(
  opts: VisitorOptions,
  threads: number,
): Promise<VisitorResult> {
  const shares = Math.max(1, Math.min(threads, opts.visitors));
  const runs: Promise<VisitorResult>[] = [];
  for (let k = 0, first = 0; k < shares; k += 1) {
    const visitors = Math.floor(opts.visitors / shares) + (k < opts.visitors % shares ? 1 : 0);
    runs.push(runShare({ ...opts, visitors, share: { first, of: opts.visitors } }));
    first += visitors;
  }
  return merged(await Promise.all(runs));
}
