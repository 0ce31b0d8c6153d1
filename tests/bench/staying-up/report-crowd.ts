import type { Summary } from '../proxy/stats';
import type { CrowdRow, ProbeSummary } from './crowd';

/** The crowd part of the report: markdown tables, each latency with its ratio to the baseline. */

export const ms = (value: number) =>
  Number.isNaN(value)
    ? '–'
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;

const ratio = (value: number, base: number) =>
  Number.isNaN(value) || Number.isNaN(base) || base === 0 ? '' : ` (${(value / base).toFixed(1)}×)`;

const counts = (map: Map<number | string, number>) =>
  map.size === 0 ? '0' : [...map].map(([key, n]) => `${n} × ${key}`).join(', ');

function latency(summary: Summary, base: Summary | undefined): string {
  return `${ms(summary.p50)}${ratio(summary.p50, base?.p50 ?? Number.NaN)} / ${ms(summary.p99)}${ratio(summary.p99, base?.p99 ?? Number.NaN)}`;
}

function shedCell(row: CrowdRow): string {
  if (row.shed === 0) return '0';
  const all = row.shedWithoutRetryAfter === 0 ? 'all' : `${row.shed - row.shedWithoutRetryAfter}`;
  return `${row.shed.toLocaleString('en')} (${all} with Retry-After)`;
}

function probeCell(probe: ProbeSummary): string {
  const { p50, p99, max } = probe.latency;
  const missed = probe.missed > 0 ? `, **${probe.missed} missed (> 2 s)**` : '';
  return `${ms(p50)} / ${ms(p99)} / ${ms(max)}${missed}`;
}

export function crowdTables(rows: readonly CrowdRow[], baseline: CrowdRow): string {
  const base = baseline.accepted;
  const load = rows.map((row) => {
    const errors = `${row.connectionErrors}${row.connectionErrors > 0 ? ` (${counts(row.connectionErrorKinds)})` : ''}`;
    return `| ${row.case.label} | ${row.case.visitors} | ${row.accepted.count.toLocaleString('en')} (${Math.round(row.acceptedRps)}/s) | ${shedCell(row)} | ${latency(row.accepted, base)} | ${ms(row.accepted.max)} | ${counts(row.otherStatus)} | ${errors} | ${row.timeouts} |`;
  });
  const health = rows.map((row) => {
    const rss = row.peakRssMb === undefined ? '–' : `${Math.round(row.peakRssMb)} MB`;
    const cpu = row.cpuMsPerAccepted === undefined ? '–' : `${row.cpuMsPerAccepted.toFixed(2)} ms`;
    const overflows = row.listenOverflows === undefined ? '–' : String(row.listenOverflows);
    return `| ${row.case.label} | ${probeCell(row.healthz)} | ${probeCell(row.readyz)} | ${counts(row.readyz.statuses)} | ${probeCell(row.mainHealthz)} | ${rss} | ${cpu} | ${overflows} |`;
  });
  const loops = rows.map((row) => {
    const server =
      row.serverLoop === undefined
        ? '–'
        : `${ms(row.serverLoop.maxMs)} / ${Math.round(row.serverLoop.utilization * 100)}%`;
    const front =
      row.acceptedAtFront === undefined
        ? '–'
        : `${ms(row.acceptedAtFront.p50)} / ${ms(row.acceptedAtFront.p99)} / ${ms(row.acceptedAtFront.max)}`;
    return `| ${row.case.label} | ${server} | ${ms(row.benchLoop.maxMs)} | ${front} |`;
  });
  return [
    '| run | connections | answered 2xx | shed 503 | accepted p50 / p99 (× baseline) | accepted max | other statuses | connection errors | timeouts (10 s) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...load,
    '',
    '| run | health port `/healthz` p50 / p99 / max | health port `/readyz` p50 / p99 / max | `/readyz` answers | main port `/healthz` p50 / p99 / max | server peak RSS | server CPU per 2xx | accept-queue overflows |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    ...health,
    '',
    "| run | server's event loop: longest stall / busy | the visitors' own event loops: longest stall | 2xx as haproxy timed them (`Ta`): p50 / p99 / max |",
    '| --- | ---: | ---: | ---: |',
    ...loops,
  ].join('\n');
}

export interface Verdict {
  what: string;
  met: boolean;
  measured: string;
}

/** The issue's targets for the crowd, on the run whose visitors honour Retry-After. */
export function crowdVerdicts(row: CrowdRow): Verdict[] {
  return [
    { what: 'accepted p99 ≤ 500 ms', met: row.accepted.p99 <= 500, measured: ms(row.accepted.p99) },
    ...(row.acceptedAtFront === undefined
      ? []
      : [
          {
            what: 'accepted p99 ≤ 500 ms as haproxy timed them (free of the visitors’ own stalls)',
            met: row.acceptedAtFront.p99 <= 500,
            measured: ms(row.acceptedAtFront.p99),
          },
        ]),
    {
      what: 'every refusal a 503 with Retry-After',
      met: row.shedWithoutRetryAfter === 0 && row.otherStatus.size === 0,
      measured: `${row.shed} × 503, ${row.shedWithoutRetryAfter} without Retry-After, others: ${counts(row.otherStatus)}`,
    },
    {
      what: '0 connection errors (and no timeouts)',
      met: row.connectionErrors === 0 && row.timeouts === 0,
      measured: `${row.connectionErrors} errors, ${row.timeouts} timeouts`,
    },
    {
      what: 'RSS ≤ 1 GB',
      met: row.peakRssMb !== undefined && row.peakRssMb <= 1024,
      measured: row.peakRssMb === undefined ? '–' : `${Math.round(row.peakRssMb)} MB`,
    },
    {
      what: '`/healthz` within 100 ms (health port)',
      met: row.healthz.latency.max <= 100 && row.healthz.missed === 0,
      measured: `p99 ${ms(row.healthz.latency.p99)}, max ${ms(row.healthz.latency.max)}, ${row.healthz.missed} missed`,
    },
  ];
}

export function verdictList(verdicts: readonly Verdict[]): string {
  return verdicts
    .map((v) => `- ${v.met ? 'met' : '**not met**'}: ${v.what} — ${v.measured}`)
    .join('\n');
}
