import { endpoints } from '@ysy/contracts/endpoints';
import { summarize, type Summary } from '../proxy/stats';
import type { ServerProcess } from './child';
import type { Browser, Cookies } from './session';

/**
 * The measures, one request at a time as one user's page makes them. The reads are interleaved
 * (each round asks the baseline, then each account read once), so a burst of load on the shared
 * machine falls on all of them alike and the ratios to the baseline stay fair.
 */

export interface ReadFigures {
  baseline: Summary;
  watches: Summary;
  alerts: Summary;
  unread: Summary;
  /** What page 1 said, to show the bench read what it meant to. */
  seen: { watched: number; alertsTotal: number; alertsUnread: number; unread: number };
}

export const WARM_UP_ROUNDS = 10;

const count = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

export async function measureReads(
  browser: Browser,
  reader: Cookies,
  lookupEids: readonly string[],
  runs: number,
): Promise<ReadFigures> {
  const profile = (i: number) =>
    `${endpoints.companyProfile.bffPath}?eid=${encodeURIComponent(lookupEids[i % lookupEids.length] ?? '')}`;
  const watchesPath = `${endpoints.myWatches.bffPath}?page=1`;
  const alertsPath = `${endpoints.alertList.bffPath}?page=1`;
  const unreadPath = endpoints.alertUnread.bffPath;
  const samples: Record<'baseline' | 'watches' | 'alerts' | 'unread', number[]> = {
    baseline: [],
    watches: [],
    alerts: [],
    unread: [],
  };
  for (let round = 0; round < WARM_UP_ROUNDS + runs; round++) {
    const measured = round >= WARM_UP_ROUNDS;
    // The profile is public: the signed-in cookie goes along, as the page sends it.
    const base = await browser.data(profile(round), reader);
    const watches = await browser.data(watchesPath, reader);
    const alerts = await browser.data(alertsPath, reader);
    const unread = await browser.data(unreadPath, reader);
    if (!measured) continue;
    samples.baseline.push(base.ms);
    samples.watches.push(watches.ms);
    samples.alerts.push(alerts.ms);
    samples.unread.push(unread.ms);
  }
  const watches = await browser.data(watchesPath, reader);
  const alerts = await browser.data(alertsPath, reader);
  const unread = await browser.data(unreadPath, reader);
  return {
    baseline: summarize(samples.baseline),
    watches: summarize(samples.watches),
    alerts: summarize(samples.alerts),
    unread: summarize(samples.unread),
    seen: {
      watched: count(watches.data.total),
      alertsTotal: count(alerts.data.total),
      alertsUnread: count(alerts.data.unread),
      unread: count(unread.data.unread),
    },
  };
}

export interface FanOutFigures {
  /** The recorder's transaction, timed in the server process. */
  write: Summary;
  /** From asking for the change to the last sampled watcher's unread count including it. */
  seen: Summary;
  /** Changes some sampled watcher had not seen after five seconds. */
  late: number;
}

const SEEN_WITHIN_MS = 5_000;
const GIVE_UP_MS = 60_000;

function writeMsOf(result: unknown): number {
  if (typeof result === 'object' && result !== null && 'ms' in result) return count(result.ms);
  throw new Error(`the recorder answered ${JSON.stringify(result)}`);
}

/** Polls each watcher's badge count until it reaches `want`; resolves when all have. */
async function allSee(browser: Browser, watchers: readonly Cookies[], want: number) {
  const started = performance.now();
  const waiting = new Set(watchers);
  while (waiting.size > 0) {
    for (const jar of [...waiting]) {
      const { data } = await browser.data(endpoints.alertUnread.bffPath, jar);
      if (count(data.unread) >= want) waiting.delete(jar);
    }
    if (performance.now() - started > GIVE_UP_MS)
      throw new Error(`${waiting.size} watchers did not see change ${want} within a minute`);
  }
}

export async function measureFanOut(
  browser: Browser,
  server: ServerProcess,
  hotCompanyId: number,
  watchers: readonly Cookies[],
  records: number,
): Promise<FanOutFigures> {
  const writes: number[] = [];
  const seen: number[] = [];
  for (let k = 1; k <= records; k++) {
    const asked = performance.now();
    writes.push(writeMsOf(await server.ask({ type: 'record', companyId: hotCompanyId })));
    await allSee(browser, watchers, k);
    seen.push(performance.now() - asked);
  }
  return {
    write: summarize(writes),
    seen: summarize(seen),
    late: seen.filter((ms) => ms > SEEN_WITHIN_MS).length,
  };
}
