import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Client } from 'undici';
import { KIND_LABELS, SEARCH_QUERIES } from '../proxy/queries';
import { measureSearch } from '../proxy/search-latency';
import { summarize, type Summary } from '../proxy/stats';
import { pastedCodeQueries } from './pasted-codes';

/**
 * Search latency through a running product (the BFF in front of its upstream), one request at a
 * time, as one visitor sees it:
 *
 *   npx tsx tests/bench/search/run.ts --url http://127.0.0.1:8080 [--passes 3]
 *
 * Figures: the first pass (each query's first time), the measured passes (the word mix of
 * ../proxy/queries.ts, then pasted codes and empty filtered searches: pasted-codes.ts), each kind
 * of query, suggestions for the prefixes people type, and the baseline of the same run: an
 * exact-id profile lookup.
 */

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    passes: { type: 'string', default: '3' },
  },
});
const url = values.url;
const passes = Number(values.passes);

/** What people type before they finish a word: one and two characters, then longer fragments. */
const SUGGEST_PREFIXES = [
  '科',
  '科技',
  '北',
  '北京',
  '深圳',
  '网络',
  '网络科',
  '文化',
  '建筑',
  '生物',
  '王',
  '王伟',
  '李静',
  '刘英',
  '小程序',
  '云服',
  '网站',
  '大数据',
  '饕',
  '温州丰维',
];

async function measureSuggest(): Promise<{ cold: Summary; warm: Summary }> {
  const client = new Client(url, { pipelining: 1, keepAliveTimeout: 60_000 });
  const once = async (prefix: string) => {
    const started = performance.now();
    const response = await client.request({
      method: 'GET',
      path: `/api/client/customs/suggest?keyword=${encodeURIComponent(prefix)}`,
      headers: { accept: 'application/json' },
    });
    const text = await response.body.text();
    if (response.statusCode !== 200)
      throw new Error(`suggest ${prefix}: ${response.statusCode} ${text}`);
    return performance.now() - started;
  };
  try {
    const cold: number[] = [];
    for (const prefix of SUGGEST_PREFIXES) cold.push(await once(prefix));
    const warm: number[] = [];
    for (let pass = 0; pass < passes; pass++) {
      for (const prefix of SUGGEST_PREFIXES) warm.push(await once(prefix));
    }
    return { cold: summarize(cold), warm: summarize(warm) };
  } finally {
    await client.close();
  }
}

function row(label: string, s: Summary, baseline: Summary): string {
  return `| ${label} | ${s.count} | ${s.p50.toFixed(1)} ms | ${s.p95.toFixed(1)} ms | ${s.p99.toFixed(1)} ms | ×${(s.p95 / baseline.p95).toFixed(1)} |`;
}

async function main(): Promise<void> {
  const load = loadavg()[0] ?? 0;
  const pasted = await pastedCodeQueries(url);
  const queries = SEARCH_QUERIES.length + pasted.queries.length;
  console.log(`search latency through ${url}: ${queries} queries, ${passes} passes`);
  console.log(`load average ${load.toFixed(2)} on ${cpus().length} CPUs`);
  // Nothing keeps results between searches, so the first pass is each query's first time since
  // the server started (the database's own page cache aside).
  const search = await measureSearch(url, passes, pasted);
  const suggest = await measureSuggest();
  console.log('\n| what | requests | p50 | p95 | p99 | p95 vs id lookup |');
  console.log('| --- | --: | --: | --: | --: | --: |');
  if (search.cold) console.log(row('search, first pass (cold)', search.cold, search.lookup));
  console.log(row('search, later passes', search.search, search.lookup));
  for (const kind of search.byKind) {
    console.log(
      row(
        `  ${KIND_LABELS[kind.kind]} (median ${kind.medianMatches} matches)`,
        kind.summary,
        search.lookup,
      ),
    );
  }
  console.log(row('suggestions, first pass', suggest.cold, search.lookup));
  console.log(row('suggestions, later passes', suggest.warm, search.lookup));
  console.log(row('baseline: profile by id', search.lookup, search.lookup));
}

await main();
