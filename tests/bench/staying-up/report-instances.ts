import type { Summary } from '../proxy/stats';
import type { Options } from './options';
import { ms } from './report-crowd';

/** The 3-vs-1 part of the report, and the arithmetic for N machines from the CPU per request. */

export interface BalancedRow {
  label: string;
  instances: number;
  answered: number;
  rps: number;
  latency: Summary;
  /** Anything but a 2xx: 503s, other statuses, connection errors, timeouts. */
  failures: number;
  /** CPU time per answered request (ms), by part of the topology. */
  cpuMsPerRequest: { instances: number; postgres: number; haproxy: number };
}

function row(r: BalancedRow, one: BalancedRow): string {
  const cpu = r.cpuMsPerRequest;
  return `| ${r.label} | ${r.answered.toLocaleString('en')} | ${Math.round(r.rps)} (${(r.rps / one.rps).toFixed(2)}×) | ${ms(r.latency.p50)} / ${ms(r.latency.p99)} | ${r.failures} | ${cpu.instances.toFixed(2)} | ${cpu.postgres.toFixed(2)} | ${cpu.haproxy.toFixed(2)} |`;
}

/**
 * Capacity with every part on cores of its own: an instance serves 1000 / (its CPU ms per
 * request) requests a second per core; PostgreSQL and haproxy likewise. N instances add up as
 * long as PostgreSQL and haproxy keep up, so the instances one PostgreSQL core can feed is the
 * ratio of the two costs.
 */
export function capacity(cpu: BalancedRow['cpuMsPerRequest']) {
  const perInstance = 1000 / cpu.instances;
  return {
    perInstance,
    perPostgresCore: 1000 / cpu.postgres,
    perHaproxyCore: 1000 / cpu.haproxy,
    instancesPerPostgresCore: cpu.instances / cpu.postgres,
    instancesPerHaproxyCore: cpu.instances / cpu.haproxy,
  };
}

export function instancesReport(one: BalancedRow, three: BalancedRow, opts: Options): string {
  const c = capacity(one.cpuMsPerRequest);
  const round = (n: number) => Math.round(n).toLocaleString('en');
  return [
    `The visitor mix through haproxy from ${opts.balancedVisitors} connections (Retry-After honoured), ${opts.balancedSeconds} s each; PostgreSQL, Redis, ${opts.seedCompanies.toLocaleString('en')} companies. ${opts.pin ? 'Every instance pinned to the same CPU, haproxy, PostgreSQL, Redis and the visitors to the other: the same machine share for one and for three.' : 'No CPU pinning.'} Baseline: one instance.`,
    '',
    '| run | answered 2xx | req/s (× one) | p50 / p99 | not 2xx | instance CPU ms/req | PostgreSQL CPU ms/req | haproxy CPU ms/req |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(one, one),
    row(three, one),
    '',
    `Three instances on the share of one give ${(three.rps / one.rps).toFixed(2)}× one instance's throughput: on two cores the target of 2.5× cannot be shown, so here is the arithmetic for N machines from one instance's CPU per request:`,
    '',
    `- an instance with a core of its own serves about ${round(c.perInstance)} req/s of this mix (${one.cpuMsPerRequest.instances.toFixed(2)} ms per request);`,
    `- PostgreSQL spends ${one.cpuMsPerRequest.postgres.toFixed(2)} ms per request: one core of it keeps up with ${round(c.perPostgresCore)} req/s, i.e. about ${c.instancesPerPostgresCore.toFixed(1)} instances;`,
    `- haproxy spends ${one.cpuMsPerRequest.haproxy.toFixed(2)} ms per request: one core of it keeps up with ${round(c.perHaproxyCore)} req/s, i.e. about ${c.instancesPerHaproxyCore.toFixed(1)} instances;`,
    `- so N instances on N machines serve about N × ${round(c.perInstance)} req/s while N stays under both of those (three instances: ${round(3 * c.perInstance)} req/s, ${c.instancesPerPostgresCore >= 3 && c.instancesPerHaproxyCore >= 3 ? 'within' : '**beyond**'} one core each of PostgreSQL and haproxy); past that, PostgreSQL needs more cores (or read replicas) and haproxy its own.`,
  ].join('\n');
}
