import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@ysy/contracts/routes';
import { percentile, READS, sleep, visitor, writer, type Call, type Write } from './fault-load';
import { waitUntil } from './processes';
import {
  scaleTestsMissing,
  serverStats,
  startTestTopology,
  type TestTopology,
} from './test-topology';
import {
  balancerUrl,
  instanceUrl,
  killRedis,
  restartPostgres,
  restartRedis,
  startInstance,
  stopInstance,
  type TopologyState,
} from './topology';

/**
 * Faults on the scale-out topology for over a minute while visitors read and writers store
 * contact messages and orders through haproxy: an instance SIGKILLed and started again,
 * PostgreSQL restarted, Redis gone for 10 s, and the upstream made slow on the company search
 * (half its calls answered after 10 s, half never). Outside each fault's window every call
 * succeeds; inside it a call may fail, but only as a 5xx with a Chinese message and never slower
 * than 5 s; every instance is ready again within 15 s of the fault's end; every write
 * acknowledged is in PostgreSQL exactly once (the pages' idempotency keys make a resend safe);
 * while the search hangs, the other calls keep their pace.
 */

const missing = scaleTestsMissing();

interface Window {
  name: string;
  from: number;
  to: number;
}

/** Time from a failed part's return until every instance is ready and up in haproxy, at most. */
const READY_WITHIN_MS = 15_000;
/**
 * The instances' upstream deadline here (10 s by default), so that a hanging search is a 504
 * well within the 5 s bound even on a busy machine.
 */
const UPSTREAM_TIMEOUT_MS = 3_000;
const SOAK_MS = 60_000;
const SLOW_PATH = routes.companySearch.bffPath;

describe.skipIf(missing !== undefined)('faults on three instances behind haproxy', () => {
  let topology: TestTopology;
  let state: TopologyState;

  beforeAll(async () => {
    topology = await startTestTopology({
      faultUpstream: true,
      env: { UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) },
    });
    state = topology.state;
  }, 240_000);

  afterAll(() => topology?.close(), 60_000);

  /** An instance's /readyz as status and body, or the error that stood in for them. */
  async function readyz(i: number): Promise<string> {
    try {
      const response = await fetch(`${instanceUrl(state, i)}/readyz`, {
        signal: AbortSignal.timeout(2_000),
      });
      return `${response.status} ${await response.text()}`;
    } catch (error) {
      return `no answer (${String(error)})`;
    }
  }

  /** Resolves with how long after `since` haproxy saw all three instances up again. */
  async function allBack(since: number): Promise<number> {
    let seen: string[] = [];
    try {
      await waitUntil(
        'every instance ready and up in haproxy',
        async () => {
          seen = await Promise.all(
            ['web1', 'web2', 'web3'].map(async (server, i) => {
              const ready = await readyz(i);
              const { status } = await serverStats(state, server);
              return `${server}: /readyz ${ready}, haproxy ${status}`;
            }),
          );
          return seen.every((line) => line.includes('/readyz 200 ') && line.endsWith(' UP'));
        },
        READY_WITHIN_MS + 15_000,
        250,
      );
    } catch (error) {
      // Which instance stayed out, and what its /readyz said (its log is in the kept folder
      // with SCALE_KEEP=1).
      throw new Error(`${String(error)}\n  ${seen.join('\n  ')}`);
    }
    return Date.now() - since;
  }

  async function slowSearch(mode: 'mixed' | 'off'): Promise<void> {
    const control = state.faultUpstream?.controlUrl;
    const url = `${control}/slow?path=${encodeURIComponent(SLOW_PATH)}&mode=${mode}`;
    const response = await fetch(url, { method: 'POST' });
    expect(response.status).toBe(204);
  }

  it('fails only inside a fault, in Chinese, fast; loses and doubles no write; comes back', async () => {
    const base = balancerUrl(state);
    const calls: Call[] = [];
    const writes: Write[] = [];
    const windows: Window[] = [];
    const backAfter: Record<string, number> = {};
    let going = true;
    let stoppedAt = Infinity;
    const started = Date.now();
    const load = [
      ...Array.from({ length: 4 }, (_, v) => visitor(base, READS, calls, () => going, v)),
      ...['w1', 'w2'].map((name) =>
        writer(
          base,
          name,
          writes,
          () => going,
          () => stoppedAt + 30_000,
        ),
      ),
    ];
    const fault = async (name: string, start: () => Promise<void>, end: () => Promise<void>) => {
      await sleep(3_000);
      const from = Date.now();
      await start();
      // Measured from when the failed part is back (the instance's own /readyz says 200, the
      // server accepts connections): a process's start time on a busy machine is not a fault's.
      await end();
      backAfter[name] = await allBack(Date.now());
      // A call under way when the instances came back may still have met the fault.
      windows.push({ name, from, to: Date.now() + 1_000 });
    };
    let slowCalls: Promise<void>[] = [];
    try {
      await fault(
        'instance SIGKILLed',
        async () => {
          await stopInstance(state, 0, 'SIGKILL');
          await sleep(1_000);
        },
        () => startInstance(state, 0),
      );
      await fault(
        'PostgreSQL restarted',
        async () => undefined,
        () => restartPostgres(state),
      );
      await fault(
        'Redis down 10 s',
        () => killRedis(state).then(() => sleep(10_000)),
        () => restartRedis(state),
      );
      let searching = true;
      await fault(
        'company search hangs 12 s',
        async () => {
          await slowSearch('mixed');
          // More searches than the per-route bounds of all three instances hold.
          slowCalls = Array.from({ length: 64 }, () =>
            visitor(base, [SLOW_PATH + '?keyword=%E6%85%A2'], calls, () => searching),
          );
          await sleep(12_000);
        },
        async () => {
          await slowSearch('off');
          searching = false;
          await Promise.all(slowCalls);
        },
      );
      await sleep(Math.max(3_000, SOAK_MS - (Date.now() - started)));
    } finally {
      going = false;
      stoppedAt = Date.now();
      await Promise.all([...load, ...slowCalls]);
    }

    const t0 = started;
    // A call met a fault when it was under way at any moment of the fault's window.
    const inside = (c: Call) => windows.some((w) => c.at <= w.to && c.at + c.ms >= w.from);
    const attempts = writes.flatMap((write) => write.attempts);
    const all = [...calls, ...attempts];
    const where = `windows: ${windows.map((w) => `${w.name} ${w.from - t0}–${w.to - t0} ms`).join(', ')}`;
    expect(
      all
        .filter((c) => c.status !== 200 && !inside(c))
        .map((c) => `${c.status} ${c.path} ${c.msg} at ${c.at - t0} ms`),
      where,
    ).toEqual([]);
    for (const c of all.filter((c) => c.status !== 200)) {
      expect(c.status, `${c.path} ${c.msg}`).toBeGreaterThanOrEqual(500);
      expect(c.msg, c.path).toMatch(/[\u4e00-\u9fff]/);
    }
    const slowest = all.reduce((a, b) => (b.ms > a.ms ? b : a));
    const longest = slowest.ms;
    expect(
      longest,
      `${slowest.status} ${slowest.path} at ${slowest.at - t0} ms`,
    ).toBeLessThanOrEqual(5_000);
    for (const [name, ms] of Object.entries(backAfter))
      expect(ms, `${name}: back after`).toBeLessThanOrEqual(READY_WITHIN_MS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SOAK_MS);

    // Every write acknowledged is stored exactly once; one never acknowledged at most once.
    const stored = await storedMarkers(state.postgres.url);
    const acknowledged = writes.filter((w) => w.acknowledged);
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(acknowledged.filter((w) => stored.get(w.marker) !== 1).map((w) => w.marker)).toEqual([]);
    expect(writes.filter((w) => (stored.get(w.marker) ?? 0) > 1).map((w) => w.marker)).toEqual([]);

    // While the search hung, the other calls kept their pace (the bound is loose: the test line
    // shares the machine; the README has the measured figure).
    const slow = windows.find((w) => w.name.startsWith('company search'));
    const others = calls.filter(
      (c) => slow && c.at >= slow.from && c.at <= slow.to && !c.path.startsWith(SLOW_PATH),
    );
    const othersP99 = percentile(
      others.map((c) => c.ms),
      99,
    );
    expect(others.length).toBeGreaterThan(20);
    expect(othersP99).toBeLessThanOrEqual(1_000);

    const figures = windows.map((w) => {
      const during = all.filter((c) => c.at >= w.from && c.at <= w.to);
      const errors = during.filter((c) => c.status !== 200);
      const statuses = [...new Set(errors.map((c) => c.status))].join('/') || '-';
      const slowest = Math.max(0, ...during.map((c) => c.ms));
      return `${w.name}: ${during.length} calls, ${errors.length} failed (${statuses}), longest ${slowest} ms, back after ${backAfter[w.name]} ms`;
    });
    console.warn(
      `faults over ${Date.now() - started} ms: ${calls.length} reads, ${writes.length} writes (${acknowledged.length} acknowledged, ${attempts.length - writes.length} resends), longest ${longest} ms; other calls while the search hung: p99 ${othersP99} ms (${others.length})\n  ${figures.join('\n  ')}`,
    );
  }, 300_000);
});

/** How many rows hold each marker, over both tables the writers store into. */
async function storedMarkers(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ marker: string }>(
      `SELECT substring(message FROM '故障测试留言 (.*)') AS marker FROM contact_messages
         WHERE message LIKE '故障测试留言 %'
       UNION ALL
       SELECT note AS marker FROM service_orders WHERE contact_name = '故障测试'`,
    );
    const counts = new Map<string, number>();
    for (const { marker } of rows) counts.set(marker, (counts.get(marker) ?? 0) + 1);
    return counts;
  } finally {
    await client.end();
  }
}
