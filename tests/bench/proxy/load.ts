import autocannon from 'autocannon';
import { processCpuMs } from './cpu';
import { summarize, type Summary } from './stats';

/**
 * One fixed-concurrency load run with autocannon. Latencies are taken from autocannon's
 * per-response event (fractional milliseconds) rather than its histogram, which rounds to whole
 * milliseconds: the differences measured here are a fraction of one.
 */

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** The server under test: its CPU time per answered request is reported. */
  serverPid?: number | undefined;
  /** Request headers (e.g. `accept-encoding`, as a browser sends it). */
  headers?: Record<string, string> | undefined;
}

export interface LoadResult {
  rps: number;
  latency: Summary;
  /** Non-2xx replies plus connection errors and timeouts: a run with any is not a valid figure. */
  failures: number;
  bytesPerReply: number;
  /** CPU time of the server process per request (µs); undefined without /proc. */
  serverCpuUs: number | undefined;
}

export function runLoad(url: string, opts: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  let bytes = 0;
  let non2xx = 0;
  const cpuBefore = processCpuMs(opts.serverPid);
  return new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections,
        duration: opts.seconds,
        pipelining: 1,
        ...(opts.headers ? { headers: opts.headers } : {}),
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
        const cpuAfter = processCpuMs(opts.serverPid);
        const cpuMs =
          cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
        resolve({
          rps: times.length / seconds,
          latency: summarize(times),
          failures: non2xx + result.errors + result.timeouts,
          bytesPerReply: times.length > 0 ? bytes / times.length : 0,
          serverCpuUs:
            cpuMs === undefined || times.length === 0 ? undefined : (cpuMs * 1000) / times.length,
        });
      },
    );
    instance.on('response', (_client, status, resBytes, responseTime) => {
      times.push(responseTime);
      bytes += resBytes;
      if (status < 200 || status > 299) non2xx++;
    });
  });
}

/** Better of several runs: the one with the highest throughput (its latencies come with it). */
export function best(results: readonly LoadResult[]): LoadResult {
  const [first, ...rest] = results;
  if (!first) throw new Error('no runs');
  return rest.reduce((a, b) => (b.rps > a.rps ? b : a), first);
}
