import type { Summary } from '../proxy/stats';
import { WARM_UP_ROUNDS, type FanOutFigures, type ReadFigures } from './measure';
import type { Options } from './options';

/** The bench's markdown: each figure, its ratio to the run's own baseline, and its target. */

/** The issue's targets (ms): page 1 of each account read, the write, and the watchers' delay. */
export const TARGETS = { readP95: 50, writeP95: 50, seenMax: 5_000 } as const;

export interface RunFacts {
  measuredAt: string;
  database: string;
  companies: number;
  loadBefore: string;
  loadAfter: string;
  /** Seeding and populating, for the record (not a measure). */
  preparedMs: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const grouped = (n: number) => n.toLocaleString('en-US');
const verdict = (value: number, target: number) => (value <= target ? 'met' : '**missed**');

function readRow(label: string, s: Summary, baseline: Summary, target?: number): string {
  const meets = target === undefined ? '' : `${verdict(s.p95, target)} (p95 ≤ ${target} ms)`;
  return `| ${label} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ×${(s.p95 / baseline.p95).toFixed(1)} | ${meets} |`;
}

export function reportMarkdown(
  facts: RunFacts,
  opts: Options,
  reads: ReadFigures,
  fanOut: FanOutFigures,
): string {
  const { baseline } = reads;
  const seen = reads.seen;
  return [
    `# Accounts: ${grouped(facts.companies)} companies on ${facts.database}, measured ${facts.measuredAt}`,
    '',
    `Through the BFF over HTTP with the signed-in user's session cookie, one request at a time,`,
    `the reads interleaved round by round after ${WARM_UP_ROUNDS} warm-up rounds. The reader watches`,
    `${grouped(seen.watched)} companies and has ${grouped(seen.alertsTotal)} alerts (${grouped(seen.alertsUnread)} unread; the badge says`,
    `${grouped(seen.unread)}); one company has ${grouped(opts.watchers)} watchers, ${opts.sample} of them signed in.`,
    `Starting the server (seeding, when the database was new), signing in and populating took`,
    `${Math.round(facts.preparedMs / 1000)} s.`,
    '',
    `Load before: \`${facts.loadBefore}\`; after: \`${facts.loadAfter}\`.`,
    '',
    '| read | requests | p50 | p95 | p99 | max | p95 vs baseline | target |',
    '| --- | --: | --: | --: | --: | --: | --: | --- |',
    readRow('我的关注, page 1', reads.watches, baseline, TARGETS.readP95),
    readRow('动态提醒, page 1 (with total and unread)', reads.alerts, baseline, TARGETS.readP95),
    readRow('unread count (the badge)', reads.unread, baseline),
    readRow('baseline: a public company profile by id', baseline, baseline),
    '',
    `| change of a company with ${grouped(opts.watchers)} watchers | changes | p50 | p95 | max | p95 vs baseline | target |`,
    '| --- | --: | --: | --: | --: | --: | --- |',
    `| the write (recorder's transaction, in the server) | ${fanOut.write.count} | ${ms(fanOut.write.p50)} | ${ms(fanOut.write.p95)} | ${ms(fanOut.write.max)} | ×${(fanOut.write.p95 / baseline.p95).toFixed(1)} | ${verdict(fanOut.write.p95, TARGETS.writeP95)} (p95 ≤ ${TARGETS.writeP95} ms) |`,
    `| every sampled watcher's unread count has it (through the BFF) | ${fanOut.seen.count} | ${ms(fanOut.seen.p50)} | ${ms(fanOut.seen.p95)} | ${ms(fanOut.seen.max)} | ×${(fanOut.seen.p95 / baseline.p95).toFixed(1)} | ${verdict(fanOut.seen.max, TARGETS.seenMax)} (each ≤ 5 s; ${fanOut.late} late) |`,
    '',
  ].join('\n');
}
