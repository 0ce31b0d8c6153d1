import { describe, expect, it } from 'vitest';
import { summarize } from '../proxy/stats';
import type { CrowdRow } from './crowd';
import { parseListenOverflows } from './listen-overflows';
import { visitorMix } from './mix';
import { crowdVerdicts } from './report-crowd';
import { capacity } from './report-instances';

function row(overrides: Partial<CrowdRow>): CrowdRow {
  const calm = { latency: summarize([5, 8, 20]), statuses: new Map([[200, 3]]), missed: 0 };
  return {
    case: { label: 'crowd', visitors: 1000, seconds: 30, honourRetryAfter: true },
    seconds: 30,
    accepted: summarize([100, 200, 450]),
    acceptedRps: 100,
    shed: 10,
    shedWithoutRetryAfter: 0,
    otherStatus: new Map(),
    connectionErrors: 0,
    connectionErrorKinds: new Map(),
    timeouts: 0,
    healthz: calm,
    readyz: calm,
    mainHealthz: calm,
    peakRssMb: 600,
    cpuMsPerAccepted: 5,
    listenOverflows: 0,
    serverLoop: { maxMs: 20, utilization: 0.9 },
    benchLoop: { maxMs: 10, utilization: Number.NaN },
    ...overrides,
  };
}

describe('the crowd verdicts', () => {
  it('hold on a run within every target', () => {
    expect(crowdVerdicts(row({})).every((v) => v.met)).toBe(true);
  });

  it('fail on each target missed', () => {
    const missed = (r: CrowdRow) =>
      crowdVerdicts(r)
        .filter((v) => !v.met)
        .map((v) => v.what);
    expect(missed(row({ accepted: summarize([100, 600]) }))).toEqual(['accepted p99 ≤ 500 ms']);
    expect(missed(row({ shedWithoutRetryAfter: 1 }))).toEqual([
      'every refusal a 503 with Retry-After',
    ]);
    expect(missed(row({ timeouts: 1 }))).toEqual(['0 connection errors (and no timeouts)']);
    expect(missed(row({ peakRssMb: 1025 }))).toEqual(['RSS ≤ 1 GB']);
    const slow = { latency: summarize([5, 150]), statuses: new Map(), missed: 0 };
    expect(missed(row({ healthz: slow }))).toEqual(['`/healthz` within 100 ms (health port)']);
  });
});

describe('listen overflows', () => {
  it('are read from the TcpExt lines of /proc/net/netstat', () => {
    const netstat = 'TcpExt: SyncookiesSent ListenOverflows ListenDrops\nTcpExt: 0 42 42\n';
    expect(parseListenOverflows(netstat)).toBe(42);
    expect(parseListenOverflows('Ip: Forwarding\nIp: 1\n')).toBeUndefined();
  });
});

describe('capacity for N machines', () => {
  it('divides a second of CPU by each part’s cost per request', () => {
    const c = capacity({ instances: 4, postgres: 1, haproxy: 0.2 });
    expect(c.perInstance).toBe(250);
    expect(c.perPostgresCore).toBe(1000);
    expect(c.instancesPerPostgresCore).toBe(4);
    expect(c.instancesPerHaproxyCore).toBe(20);
  });
});

describe('the visitor mix', () => {
  it('asks pages, calls, searches with a pasted code and an empty filter, and the favicon', () => {
    const mix = visitorMix([
      { kind: 'code', keyword: '91330100MA27XXXX1A', page: 1 },
      { kind: 'empty-filter', keyword: '杭州', page: 1, filter: { province: '广东省' } },
    ]);
    expect(mix).toContain('/');
    expect(mix).toContain('/favicon.svg');
    expect(mix.some((path) => path.startsWith('/list?'))).toBe(true);
    expect(mix.some((path) => path.includes('91330100MA27XXXX1A'))).toBe(true);
    expect(mix.some((path) => path.includes('province=%E5%B9%BF%E4%B8%9C%E7%9C%81'))).toBe(true);
    expect(mix.some((path) => path.startsWith('/api/client/customs/suggest?'))).toBe(true);
  });
});
