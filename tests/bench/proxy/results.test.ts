import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load';
import { renderResults, spread, type ProxyRow, type ResultsInput } from './results';
import type { SearchLatency } from './search-latency';
import type { Summary } from './stats';

const summary = (p50: number, p95: number, p99: number): Summary => ({
  count: 100,
  p50,
  p95,
  p99,
  max: p99,
});

const load = (rps: number, p50: number, p99: number, cpu: number): LoadResult => ({
  rps,
  latency: summary(p50, p99, p99),
  failures: 0,
  bytesPerReply: 3000,
  serverCpuUs: cpu,
});

const PATH = 'GET /api/ysy/index/get_nav';

function latency(scale: number): SearchLatency {
  return {
    search: summary(2 * scale, 8 * scale, 10 * scale),
    byKind: [
      { kind: 'two-char', summary: summary(3 * scale, 9 * scale, 9 * scale), medianMatches: 1573 },
    ],
    lookup: summary(1, 2, 4),
  };
}

function input(bffRps: number, bffP99: number): ResultsInput {
  const proxyRows: ProxyRow[] = [
    { path: PATH, upstream: 'fixed', through: 'direct', result: load(30000, 0.3, 1, 25) },
    { path: PATH, upstream: 'fixed', through: 'bare proxy', result: load(10000, 0.9, 2, 95) },
    { path: PATH, upstream: 'fixed', through: 'BFF', result: load(bffRps, 1.4, bffP99, 150) },
  ];
  return {
    date: new Date('2026-01-02T03:04:05Z'),
    loadAverage: [
      [0.1, 0.2, 0.3],
      [1, 1, 1],
    ],
    durationMs: 200_000,
    command: 'npm run bench',
    settings: { seconds: 5, warmup: 1.5, connections: 10, runs: 2, passes: 5 },
    pinning: { serverCpu: '1', otherCpus: '0' },
    proxyRows,
    realRows: [],
    replyBytes: [3363],
    paths: [PATH],
    searchRows: [
      { companies: 20000, prepareMs: 10_000, latency: latency(1) },
      { companies: 200000, prepareMs: 80_000, latency: latency(10) },
    ],
  };
}

describe('renderResults', () => {
  it('judges the targets against the bare proxy', () => {
    const missed = renderResults(input(6000, 6));
    expect(missed).toContain(' 60% — MISSED (≥ 80%) |');
    expect(missed).toContain('+4.00 ms — MISSED (≤ 3 ms)');
    const met = renderResults(input(8500, 3));
    expect(met).toContain(' 85% — met (≥ 80%) |');
    expect(met).toContain('+1.00 ms — met (≤ 3 ms)');
  });

  it('judges each target against its own baseline row', () => {
    const data = input(8500, 3);
    data.proxyRows.push(
      {
        path: PATH,
        upstream: 'fixed',
        through: 'bare, varying',
        result: load(9000, 1, 2.5, 100),
      },
      {
        path: PATH,
        upstream: 'fixed',
        through: 'BFF, varying',
        baseline: 'bare, varying',
        result: load(7200, 1.2, 5, 125),
      },
    );
    data.targets = [
      {
        path: PATH,
        through: 'BFF, varying',
        baseline: 'bare, varying',
        minShare: 0.85,
        maxP99AddedMs: 2,
      },
    ];
    const text = renderResults(data);
    expect(text).toContain('BFF, varying vs bare, varying');
    expect(text).toContain(' 80% — MISSED (≥ 85%) |');
    expect(text).toContain('+2.50 ms — MISSED (≤ 2 ms)');
    // The row's ratios are against its own baseline: CPU 125 µs against 100 µs.
    expect(text).toContain('125 (×1.25)');
  });

  it('gives every latency its ratio to the baseline', () => {
    const text = renderResults(input(6000, 6));
    // BFF p50 1.4 ms against the bare proxy's 0.9 ms; CPU 150 µs against 95 µs.
    expect(text).toContain('1.40 (×1.56)');
    expect(text).toContain('150 (×1.58)');
    // Search p95 against the lookup p95 (2 ms), and the larger database against the smaller.
    expect(text).toContain('8.00 (×4.00)');
    expect(text).toContain('80.0 (×40.0)');
    expect(text).toContain('80.0 s (×8.00)');
    expect(text).toContain(' ×10.0 |');
  });

  it('notes a busy machine only from the load at the start', () => {
    expect(renderResults(input(6000, 6))).not.toContain('the machine was busy');
    const busy = input(6000, 6);
    busy.loadAverage = [
      [5, 5, 5],
      [0, 0, 0],
    ];
    expect(renderResults(busy)).toContain('the machine was busy');
  });
});

describe('spread', () => {
  it('gives the median of the rounds and their range, ignoring rounds without a figure', () => {
    const show = (v: number) => v.toFixed(1);
    expect(spread([3, 1, 2], show)).toBe('2.0 (1.0 to 3.0)');
    expect(spread([4, 1, 2, Number.NaN, 3], show)).toBe('2.5 (1.0 to 4.0)');
    expect(spread([Number.NaN], show)).toBe('–');
  });
});
