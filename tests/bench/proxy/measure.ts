import { livePids, type Child } from './children';
import { PATHS, BARE_VARYING } from './configs';
import { best, runLoad, type LoadOptions, type LoadResult } from './load';
import { opt, settings } from './options';
import { canPin, pinFor } from './pin';
import { PRODUCTION_NODE_FLAGS } from './production-flags';
import type { ProxyRow } from './results';
import { measureSearch } from './search-latency';

/** Load runs against the servers under test, each pinned to its own CPU unless --no-pin. */

export const runStarted = performance.now();
const elapsed = () => `${((performance.now() - runStarted) / 1000).toFixed(0).padStart(3)} s`;
export const say = (text: string) => console.log(`[${elapsed()}] ${text}`);

/**
 * Node flags of a proxy under test, BFF and bare proxy alike: production's (`npm run serve`,
 * see production-flags.ts), then `--server-flags`, and with `--profile` a V8 CPU profile (so
 * both pay the profiler).
 */
export function serverFlags(name: string): string[] {
  const extra = [
    ...PRODUCTION_NODE_FLAGS,
    ...(opt['server-flags'] ?? '').split(' ').filter((flag) => flag !== ''),
  ];
  if (opt.profile === undefined) return extra;
  // One directory per server: V8 writes a profile per thread (tsx's loader runs in a worker).
  return [...extra, '--cpu-prof', `--cpu-prof-dir=${opt.profile}/${name}`];
}

export const pin = !opt['no-pin'] && canPin();

/** One load run against `server`, pinned to its own CPU unless --no-pin. */
function loadOn(
  server: Child,
  path: string,
  load: LoadOptions,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  if (pin) pinFor(server.process.pid, livePids());
  return runLoad(new URL(path, server.url).href, {
    ...load,
    headers,
    serverPid: server.process.pid,
  });
}

export interface Config {
  label: string;
  server: Child;
  /** In front of the varying upstream: compared with the bare proxy in front of it. */
  varying?: boolean;
  /** Request headers of this config's load. */
  headers?: Record<string, string>;
}

/**
 * Warm-up, then `runs` rounds that go through every config in turn (so a slow moment of the
 * machine hits all configs alike rather than one), keeping each config's better run.
 */
export async function measureConfigs(
  configs: Config[],
  runs: number,
): Promise<Map<string, LoadResult[]>[]> {
  const load = { connections: settings.connections, seconds: settings.seconds };
  for (const { path } of PATHS) {
    for (const config of configs) {
      await loadOn(config.server, path, { ...load, seconds: settings.warmup }, config.headers);
    }
  }
  const results = PATHS.map(() => new Map<string, LoadResult[]>());
  for (let round = 1; round <= runs; round++) {
    for (const [i, { label, path }] of PATHS.entries()) {
      for (const config of configs) {
        const result = await loadOn(config.server, path, load, config.headers);
        const list = results[i]?.get(config.label) ?? [];
        list.push(result);
        results[i]?.set(config.label, list);
        say(
          `  round ${round} ${label} via ${config.label}: ${Math.round(result.rps)} req/s, ` +
            `p50 ${result.latency.p50.toFixed(2)} ms, p99 ${result.latency.p99.toFixed(2)} ms, ` +
            `server CPU ${result.serverCpuUs?.toFixed(0) ?? '?'} µs/req` +
            (result.failures > 0 ? `, ${result.failures} FAILURES` : ''),
        );
      }
    }
  }
  return results;
}

export function searchOn(server: Child) {
  if (pin) pinFor(server.process.pid, livePids());
  return measureSearch(server.url, settings.passes);
}

export function rowsOf(
  upstream: ProxyRow['upstream'],
  measured: Map<string, LoadResult[]>[],
  configs: Config[],
): ProxyRow[] {
  return PATHS.flatMap(({ label }, i) =>
    configs.map((config) => {
      const runs = measured[i]?.get(config.label);
      if (!runs || runs.length === 0) throw new Error(`missing result for ${config.label}`);
      const baseline = config.varying ? BARE_VARYING : undefined;
      return { path: label, upstream, through: config.label, baseline, result: best(runs), runs };
    }),
  );
}
