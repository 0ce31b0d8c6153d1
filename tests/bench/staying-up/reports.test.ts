import { describe, expect, it } from 'vitest';
import { summarize } from '../proxy/stats';
import type { CrowdRow } from './crowd';
import { parseListenOverflows } from './listen-overflows';
import { visitorMix } from './mix';
import { parseFrontLine } from './front-timings';
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
    acceptedAtFront: summarize([20, 40, 300]),
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
    expect(missed(row({ acceptedAtFront: summarize([20, 501]) }))).toEqual([
      'accepted p99 ≤ 500 ms as haproxy timed them (free of the visitors’ own stalls)',
    ]);
    // The instance alone has no haproxy to time it: that verdict is not given.
    expect(crowdVerdicts(row({ acceptedAtFront: undefined })).map((v) => v.what)).not.toContain(
      'accepted p99 ≤ 500 ms as haproxy timed them (free of the visitors’ own stalls)',
    );
  });
});

describe("haproxy's log lines", () => {
  it('give the backend, status, queue wait and active time of a request, and nothing for other lines', () => {
    // As haproxy 2.6 wrote them with docker/haproxy.cfg's log-format.
    const served =
      '127.0.0.1:46962 [26/Nov/2026:22:52:41.511] www web/web1 0/3/0/9/12 200 103 - - ---- 2/1/0/0/0 0/0 "GET /x HTTP/1.1" 7F000001:B772_7F000001:24C4_6B08B839_0001:22E3';
    expect(parseFrontLine(served)).toEqual({
      backend: 'web',
      status: 200,
      queuedMs: 3,
      activeMs: 12,
    });
    const refused =
      '127.0.0.1:46970 [26/Nov/2026:22:52:42.000] www web/<NOSRV> 0/100/-1/-1/100 503 217 - - sQ-- 9/9/0/0/0 0/12 "GET /list HTTP/1.1" id';
    expect(parseFrontLine(refused)).toMatchObject({ backend: 'web', status: 503, queuedMs: 100 });
    expect(parseFrontLine('[NOTICE]   (1) : New worker (2) forked')).toBeUndefined();
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
