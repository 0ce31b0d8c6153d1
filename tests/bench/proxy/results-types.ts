import type { LoadResult } from './load';
import type { PageBytes } from './page-bytes';
import type { Pinning } from './pin';
import { ms, times } from './report';
import type { SearchLatency } from './search-latency';

/** The figures RESULTS.md is made of (results.ts), and the helpers its sections share. */

export const TARGET_THROUGHPUT = 0.8;
export const TARGET_P99_ADDED_MS = 3;

export interface ProxyRow {
  path: string;
  upstream: 'fixed' | 'embedded';
  through: string;
  /** The `through` of the row this one is compared with; default the bare proxy (or direct). */
  baseline?: string;
  result: LoadResult;
  /** Every run of this config, in round order (round i of each config ran back to back). */
  runs?: LoadResult[];
}

/** A goal for one row: its share of its baseline's throughput and its added p99. */
export interface Target {
  path: string;
  through: string;
  baseline: string;
  minShare: number;
  maxP99AddedMs: number;
}

export type Comparison = Pick<Target, 'path' | 'through' | 'baseline'>;

export interface SearchRow {
  companies: number;
  /** Migrations + seed + indexes; NaN when a kept database was reused. */
  prepareMs: number;
  latency: SearchLatency;
}

export interface ResultsInput {
  date: Date;
  /** os.loadavg() at the start and at the end of the run. */
  loadAverage: [number[], number[]];
  durationMs: number;
  command: string;
  settings: { seconds: number; warmup: number; connections: number; runs: number; passes: number };
  /** CPUs of the server under test and of everything else, when pinned. */
  pinning: Pinning | undefined;
  /** Node flags every proxy under test ran with (production's and `--server-flags`). */
  nodeFlags?: readonly string[];
  proxyRows: ProxyRow[];
  /** Goals judged in the targets table; default: the BFF against the bare proxy. */
  targets?: Target[];
  /** Further pairs shown round by round (e.g. the BFF against the floor), not judged. */
  comparisons?: Comparison[];
  realRows: ProxyRow[];
  replyBytes: number[];
  paths: string[];
  searchRows: SearchRow[];
  /** Page weight of `/`, or why it was not measured. */
  pageBytes?: PageBytes | string;
}

export const NONE = Number.NaN;
export const count = (n: number) => n.toLocaleString('en-US');
export const short = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

/** A figure and its ratio to the baseline's: `1.42 (×1.63)`. */
export function msVs(value: number, baseline: number | undefined): string {
  return `${ms(value)} (${times(value, baseline ?? NONE)})`;
}

export function baselineOf(
  rows: ProxyRow[],
  path: string,
  through: string,
): LoadResult | undefined {
  return rows.find((r) => r.path === path && r.through === through)?.result;
}

export function failureNotes(rows: ProxyRow[]): string[] {
  return rows
    .filter((r) => r.result.failures > 0)
    .flatMap((r) => [
      `**Invalid:** ${r.path} via ${r.through} had ${r.result.failures} failed requests.`,
      '',
    ]);
}
