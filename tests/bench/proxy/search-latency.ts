import { Client } from 'undici';
import {
  companySearchPath,
  SEARCH_QUERIES,
  VISITORS_BEFORE,
  type QueryKind,
  type SearchQuery,
} from './queries';
import { summarize, type Summary } from './stats';
import { isRecord } from '@ysy/contracts/common/is-record';

/**
 * Search latency as one user sees it: one request at a time over one keep-alive connection to
 * the embedded upstream (PGlite answers one query at a time anyway, so concurrency would only
 * measure queueing). One warm-up pass over the mix, then `passes` measured passes. The baseline
 * is the exact-id profile lookup (`custom_only?eid=…`) of companies the searches returned, in
 * the same database over the same connection. The first pass is also reported on its own: each
 * query's first time since the server started (nothing keeps results between searches).
 */

export interface KindLatency {
  kind: QueryKind;
  summary: Summary;
  /** Median number of matches (customList.total) of the kind's queries. */
  medianMatches: number;
}

export interface SearchLatency {
  /** The first pass: each query's first time since the server started. */
  cold?: Summary;
  search: Summary;
  byKind: KindLatency[];
  lookup: Summary;
}

async function getJson(client: Client, path: string): Promise<{ ms: number; json: unknown }> {
  const started = performance.now();
  const response = await client.request({
    method: 'GET',
    path,
    headers: { accept: 'application/json' },
  });
  const text = await response.body.text();
  const ms = performance.now() - started;
  const json: unknown = JSON.parse(text);
  if (response.statusCode !== 200 || !isRecord(json) || json.code !== 0) {
    throw new Error(`GET ${path}: HTTP ${response.statusCode} ${text.slice(0, 200)}`);
  }
  return { ms, json };
}

/** `data.customList` of a companySearch reply: its total and the eids on the page. */
function customList(json: unknown): { total: number; eids: string[] } {
  if (!isRecord(json) || !isRecord(json.data) || !isRecord(json.data.customList)) {
    throw new Error('companySearch reply without data.customList');
  }
  const list = json.data.customList;
  const eids: string[] = [];
  if (Array.isArray(list.entInfos)) {
    for (const info of list.entInfos) {
      if (isRecord(info) && typeof info.eid === 'string') eids.push(info.eid);
    }
  }
  return { total: typeof list.total === 'number' ? list.total : Number.NaN, eids };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** Queries measured beside the mix (`queries`), and their own visitors before (`before`). */
export interface ExtraQueries {
  queries: readonly SearchQuery[];
  before: readonly SearchQuery[];
}

export async function measureSearch(
  baseUrl: string,
  passes: number,
  extra: ExtraQueries = { queries: [], before: [] },
): Promise<SearchLatency> {
  const client = new Client(baseUrl, { pipelining: 1, keepAliveTimeout: 60_000 });
  const measured = [...SEARCH_QUERIES, ...extra.queries];
  try {
    const matches = new Map<QueryKind, number[]>();
    const eids = new Set<string>();
    // A server that has just started pays once for its first searches (connections, compiled
    // code): the visitors before, whose words are not in the mix, so that the first pass
    // measures each query's first time, not the process's.
    for (const query of [...VISITORS_BEFORE, ...extra.before])
      await getJson(client, companySearchPath(query));
    const cold: number[] = [];
    for (const query of measured) {
      const first = await getJson(client, companySearchPath(query));
      cold.push(first.ms);
      const { total, eids: found } = customList(first.json);
      matches.set(query.kind, [...(matches.get(query.kind) ?? []), total]);
      // A few companies from each search: lookups of the records people open.
      for (const eid of found.slice(0, 3)) eids.add(eid);
    }

    const byKind = new Map<QueryKind, number[]>();
    const all: number[] = [];
    for (let pass = 0; pass < passes; pass++) {
      for (const query of measured) {
        const { ms } = await getJson(client, companySearchPath(query));
        all.push(ms);
        byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), ms]);
      }
    }

    const lookupPaths = [...eids].map(
      (eid) => `/api/client/custom_only?eid=${encodeURIComponent(eid)}`,
    );
    if (lookupPaths.length === 0) throw new Error('the searches found no company to look up');
    for (const path of lookupPaths) await getJson(client, path);
    const lookups: number[] = [];
    while (lookups.length < all.length) {
      for (const path of lookupPaths) lookups.push((await getJson(client, path)).ms);
    }

    return {
      cold: summarize(cold),
      search: summarize(all),
      byKind: [...byKind].map(([kind, samples]) => ({
        kind,
        summary: summarize(samples),
        medianMatches: median(matches.get(kind) ?? []),
      })),
      lookup: summarize(lookups),
    };
  } finally {
    await client.close();
  }
}
