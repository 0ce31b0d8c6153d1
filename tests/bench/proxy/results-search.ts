import type { VisitBytes, PageBytes } from './page-bytes';
import { KIND_LABELS, SEARCH_QUERIES } from './queries';
import { ms, seconds, table, times } from './report';
import { NONE, count, msVs, short, type ResultsInput, type SearchRow } from './results-types';
import type { Summary } from './stats';

function percentiles(summary: Summary): string {
  return `${ms(summary.p50)} / ${ms(summary.p95)} / ${ms(summary.p99)}`;
}

/** One row per database: seed time and search percentiles against the lookup's. */
function overallRows(input: ResultsInput): string[][] {
  const [first] = input.searchRows;
  return input.searchRows.map((row) => {
    const { search, lookup } = row.latency;
    return [
      count(row.companies),
      Number.isFinite(row.prepareMs)
        ? `${seconds(row.prepareMs)} (${row === first ? '–' : times(row.prepareMs, first?.prepareMs ?? NONE)})`
        : 'reused',
      msVs(search.p50, lookup.p50),
      msVs(search.p95, lookup.p95),
      msVs(search.p99, lookup.p99),
      percentiles(lookup),
      row === first ? '–' : times(search.p95, first?.latency.search.p95 ?? NONE),
    ];
  });
}

/** One row per kind of query, one group of columns per database. */
function kindRows(input: ResultsInput): string[][] {
  const [first] = input.searchRows;
  const kinds = first?.latency.byKind ?? [];
  return kinds.map(({ kind }) => {
    const cells = [KIND_LABELS[kind], String(SEARCH_QUERIES.filter((q) => q.kind === kind).length)];
    for (const row of input.searchRows) {
      const k = row.latency.byKind.find((entry) => entry.kind === kind);
      const { lookup } = row.latency;
      cells.push(
        k ? count(k.medianMatches) : '–',
        k ? msVs(k.summary.p50, lookup.p50) : '–',
        k ? msVs(k.summary.p95, lookup.p95) : '–',
      );
    }
    if (input.searchRows.length > 1) {
      const p95Of = (row: SearchRow | undefined) =>
        row?.latency.byKind.find((entry) => entry.kind === kind)?.summary.p95 ?? NONE;
      cells.push(times(p95Of(input.searchRows.at(-1)), p95Of(first)));
    }
    return cells;
  });
}

function kindHeaders(input: ResultsInput): string[] {
  const [first] = input.searchRows;
  const headers = ['kind of query', 'queries'];
  for (const row of input.searchRows) {
    const n = short(row.companies);
    headers.push(`matches @${n} (median)`, `p50 ms @${n} (vs lookup)`, `p95 ms @${n} (vs lookup)`);
  }
  if (input.searchRows.length > 1) {
    headers.push(
      `p95 @${short(input.searchRows.at(-1)?.companies ?? 0)} vs @${short(first?.companies ?? 0)}`,
    );
  }
  return headers;
}

export function searchSection(input: ResultsInput): string {
  const samples = SEARCH_QUERIES.length * input.settings.passes;
  return [
    '## 2. Company search latency (embedded upstream, `GET /api/client/customs`)',
    '',
    'Each database is seeded into its own PGlite temp directory with `prepareDatabase` (seed time = ' +
      'migrations + seed + indexes). Requests go one at a time over one keep-alive connection to the ' +
      'embedded upstream (PGlite answers one query at a time, so concurrency would only add queueing); a ' +
      `warm-up pass, then ${input.settings.passes} passes over a mix of ${SEARCH_QUERIES.length} queries ` +
      `(${samples} samples per database; list below). **Baseline for the ratios (in parentheses): the same ` +
      'percentile of an exact-id profile lookup** (`custom_only?eid=…` of companies the searches returned) ' +
      'in the same database, measured the same way; the larger database is also compared with the smaller ' +
      '(seed time and p95).',
    '',
    table(
      [
        'companies',
        'seed time (vs smaller)',
        'search p50 ms (vs lookup)',
        'search p95 ms (vs lookup)',
        'search p99 ms (vs lookup)',
        'lookup p50 / p95 / p99 ms',
        'search p95 vs smaller',
      ],
      overallRows(input),
    ),
    '',
    table(kindHeaders(input), kindRows(input)),
    '',
    `Queries: ${SEARCH_QUERIES.map((q) => (q.page === 1 ? q.keyword : `${q.keyword} (page ${q.page})`)).join(', ')}.`,
    '',
  ].join('\n');
}

export function pageSection(page: PageBytes | string | undefined): string {
  if (page === undefined) return '';
  if (typeof page === 'string') return ['## Page weight of `/`', '', page, ''].join('\n');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const row = (label: string, v: VisitBytes) => [
    label,
    String(v.requests),
    kb(v.bytes),
    times(v.bytes, page.cold.bytes),
    kb(v.assetBytes),
    String(v.compressed),
    String(v.fromCache),
    String(v.notModified),
  ];
  return [
    '## Page weight of `/`',
    '',
    'Chromium (`/usr/bin/chromium`, Playwright) loads `/` from the BFF (built SPA, embedded upstream), ' +
      'then opens `/` again in the same profile, with its HTTP cache. Bytes are what crossed the wire ' +
      '(headers and bodies as sent), from the DevTools protocol. **Baseline for the ratio: the first ' +
      'visit.**',
    '',
    table(
      [
        'visit',
        'requests',
        'transferred',
        'vs first visit',
        'of it JS + CSS',
        'compressed replies',
        'from cache',
        '304',
      ],
      [row('first (cold cache)', page.cold), row('second (warm cache)', page.warm)],
    ),
    '',
  ].join('\n');
}
