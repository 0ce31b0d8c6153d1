import { setTimeout as sleep } from 'node:timers/promises';
import { processCpuMs } from '../proxy/cpu';
import { summarize, type Summary } from '../proxy/stats';
import { listenOverflows } from './listen-overflows';
import { serverLoop, type LoopFigures } from './loop-delay';
import { logOffset, timingsSince } from './front-timings';
import { startProbes, type ProbeResult } from './probes';
import { rssMb } from './server';
import { runVisitorsOnThreads } from './crowd-threads';
import type { VisitorResult } from './visitors';

/**
 * One row of the crowd table: the visitor mix from a number of connections against one instance,
 * with `/healthz` and `/readyz` asked every 100 ms beside it and the server's memory sampled.
 * They are asked on the health port (what a load balancer checks) and, apart, on the main port.
 */

/** Threads the visitors are spread over (see `crowd-threads.ts`). */
const CROWD_THREADS = 4;

export interface CrowdCase {
  label: string;
  visitors: number;
  seconds: number;
  honourRetryAfter: boolean;
  /**
   * Where the visitors connect when not to the instance itself (haproxy in front of it); the
   * health checks always ask the instance, as a load balancer's checks do.
   */
  via?: string;
  /** With `via`: haproxy's log, to time the answers as it served them. */
  viaLog?: string;
}

export interface CrowdRow {
  case: CrowdCase;
  seconds: number;
  accepted: Summary;
  /** 2xx per second. */
  acceptedRps: number;
  shed: number;
  shedWithoutRetryAfter: number;
  otherStatus: Map<number, number>;
  connectionErrors: number;
  connectionErrorKinds: Map<string, number>;
  timeouts: number;
  /** On the health port (HEALTH_PORT), what a load balancer sees. */
  healthz: ProbeSummary;
  readyz: ProbeSummary;
  /** `/healthz` on the main port, behind the visitors' requests. */
  mainHealthz: ProbeSummary;
  /** Highest resident memory sampled during the run (MB). */
  peakRssMb: number | undefined;
  /** Server CPU per accepted request (ms). */
  cpuMsPerAccepted: number | undefined;
  /** Connections the kernel dropped for a full accept queue during the run (whole machine). */
  listenOverflows: number | undefined;
  /** The server's event loop during the run (undefined without the monitor's file). */
  serverLoop: LoopFigures | undefined;
  /** The visitors' own loops (the longest of their threads): their stalls are in every latency measured. */
  benchLoop: LoopFigures;
  /** Behind haproxy: its timing (`Ta`) of the 2xx answers, free of the visitors' stalls. */
  acceptedAtFront: Summary | undefined;
}

export interface ProbeSummary {
  latency: Summary;
  statuses: Map<number, number>;
  missed: number;
}

function probeSummary(result: ProbeResult | undefined): ProbeSummary {
  return {
    latency: summarize(result?.latencies ?? []),
    statuses: result?.statuses ?? new Map(),
    missed: result?.missed ?? 0,
  };
}

function sumOf(map: Map<string, number>): number {
  return [...map.values()].reduce((a, b) => a + b, 0);
}

/** Samples the server's VmRSS every `everyMs` until stopped; resolves with the highest. */
function sampleRss(pid: number, everyMs = 100) {
  let peak: number | undefined;
  let running = true;
  const loop = (async () => {
    while (running) {
      const now = rssMb(pid);
      if (now !== undefined) peak = Math.max(peak ?? 0, now);
      await sleep(everyMs);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}

function rowOf(
  crowdCase: CrowdCase,
  visitors: VisitorResult,
  probes: { health: ProbeResult[]; main: ProbeResult[] },
  peak: number | undefined,
  cpuMs: number | undefined,
  overflows: number | undefined,
  loops: Pick<CrowdRow, 'serverLoop' | 'benchLoop' | 'acceptedAtFront'>,
): CrowdRow {
  return {
    case: crowdCase,
    seconds: visitors.seconds,
    accepted: summarize(visitors.accepted),
    acceptedRps: visitors.accepted.length / visitors.seconds,
    shed: visitors.shed.length,
    shedWithoutRetryAfter: visitors.shedWithoutRetryAfter,
    otherStatus: visitors.otherStatus,
    connectionErrors: sumOf(visitors.connectionErrors),
    connectionErrorKinds: visitors.connectionErrors,
    timeouts: visitors.timeouts,
    healthz: probeSummary(probes.health.find((p) => p.path === '/healthz')),
    readyz: probeSummary(probes.health.find((p) => p.path === '/readyz')),
    mainHealthz: probeSummary(probes.main.find((p) => p.path === '/healthz')),
    peakRssMb: peak,
    cpuMsPerAccepted:
      cpuMs === undefined || visitors.accepted.length === 0
        ? undefined
        : cpuMs / visitors.accepted.length,
    listenOverflows: overflows,
    ...loops,
  };
}

export async function runCrowd(
  server: { pid: number; url: string; healthUrl: string; loopFile: string },
  paths: readonly string[],
  crowdCase: CrowdCase,
): Promise<CrowdRow> {
  const cpuBefore = processCpuMs(server.pid);
  const overflowsBefore = listenOverflows();
  const stopRss = sampleRss(server.pid);
  const [healthProbes, mainProbes] = await Promise.all([
    startProbes(server.healthUrl, ['/healthz', '/readyz']),
    startProbes(server.url, ['/healthz']),
  ]);
  const frontFrom = crowdCase.viaLog === undefined ? 0 : logOffset(crowdCase.viaLog);
  const startedAt = Date.now();
  const visitors = await runVisitorsOnThreads(
    {
      baseUrl: crowdCase.via ?? server.url,
      visitors: crowdCase.visitors,
      seconds: crowdCase.seconds,
      paths,
      honourRetryAfter: crowdCase.honourRetryAfter,
      rampMs: 1_000,
    },
    CROWD_THREADS,
  );
  const benchLoop = { maxMs: visitors.ownLoopMaxMs ?? Number.NaN, utilization: Number.NaN };
  const loop = serverLoop(server.loopFile, startedAt, Date.now());
  const acceptedAtFront =
    crowdCase.viaLog === undefined
      ? undefined
      : summarize(
          timingsSince(crowdCase.viaLog, frontFrom)
            .filter((t) => t.status >= 200 && t.status < 300)
            .map((t) => t.activeMs),
        );
  const probeResults = { health: await healthProbes.stop(), main: await mainProbes.stop() };
  const peak = await stopRss();
  const cpuAfter = processCpuMs(server.pid);
  const cpuMs =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const overflowsAfter = listenOverflows();
  const overflows =
    overflowsBefore === undefined || overflowsAfter === undefined
      ? undefined
      : overflowsAfter - overflowsBefore;
  return rowOf(crowdCase, visitors, probeResults, peak, cpuMs, overflows, {
    serverLoop: loop,
    benchLoop,
    acceptedAtFront,
  });
}
