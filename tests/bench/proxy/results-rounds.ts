import { deltaMs, table } from './report';
import { NONE, type Comparison, type ProxyRow } from './results-types';

function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** `median (min–max)` of per-round values, formatted by `show`. */
export function spread(values: readonly number[], show: (value: number) => string): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return '–';
  return `${show(median(finite))} (${show(Math.min(...finite))} to ${show(Math.max(...finite))})`;
}

/**
 * Each target compared round by round (a config and its baseline ran back to back in the same
 * round, so a busy moment of the machine hits both): the median of the per-round ratios and
 * their range. On a shared machine this says more than the better-of-N rows above.
 */
export function spreadSection(
  goals: readonly Comparison[],
  proxyRows: readonly ProxyRow[],
  comparisons: readonly Comparison[] = [],
): string[] {
  // The diagnostic steps too, each against its baseline (where the BFF's extra time goes).
  const steps = proxyRows
    .filter((r) => r.through.startsWith('diag:') && r.baseline !== undefined)
    .map((r) => ({ path: r.path, through: r.through, baseline: r.baseline ?? '' }));
  const rows = [...goals, ...steps, ...comparisons].flatMap((goal) => {
    const runs = proxyRows.find((r) => r.path === goal.path && r.through === goal.through)?.runs;
    const base = proxyRows.find((r) => r.path === goal.path && r.through === goal.baseline)?.runs;
    if (!runs || !base || runs.length < 2) return [];
    const pairs = runs.flatMap((run, i) => {
      const other = base[i];
      return other ? [{ run, other }] : [];
    });
    const x = (v: number) => `×${v.toFixed(2)}`;
    const pct = (v: number) => `${Math.round(v * 100)}%`;
    const signed = (v: number) => deltaMs(v);
    return [
      [
        goal.path,
        `${goal.through} vs ${goal.baseline}`,
        String(pairs.length),
        spread(
          pairs.map(({ run, other }) => (run.serverCpuUs ?? NONE) / (other.serverCpuUs ?? NONE)),
          x,
        ),
        spread(
          pairs.map(({ run }) => run.serverCpuUs ?? NONE),
          (v) => Math.round(v).toString(),
        ),
        spread(
          pairs.map(({ other }) => other.serverCpuUs ?? NONE),
          (v) => Math.round(v).toString(),
        ),
        spread(
          pairs.map(({ run, other }) => run.rps / other.rps),
          pct,
        ),
        spread(
          pairs.map(({ run, other }) => run.latency.p99 - other.latency.p99),
          signed,
        ),
      ],
    ];
  });
  if (rows.length === 0) return [];
  return [
    '**Round by round** (median of the rounds, and their range): each round ran the config right after ' +
      'its baseline, so these ratios are less disturbed by other load than the better-of-N rows.',
    '',
    table(
      [
        'path',
        'compared',
        'rounds',
        'CPU/req vs baseline',
        'CPU µs/req',
        'baseline CPU µs/req',
        'req/s vs baseline',
        'p99 added ms',
      ],
      rows,
      ['left', 'left'],
    ),
    '',
  ];
}
