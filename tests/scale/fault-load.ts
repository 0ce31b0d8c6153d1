import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@ysy/contracts/common/idempotency-header';
import { routes } from '@ysy/contracts/routes';

/**
 * What the fault test sends through haproxy: visitors reading, and writers storing contact
 * messages and service orders as the pages do — one idempotency key per submission, the same
 * key and body again after a failure until one is acknowledged.
 */

export interface Call {
  path: string;
  at: number;
  ms: number;
  status: number;
  msg: string | undefined;
}

export interface Write {
  route: 'contactMessage' | 'serviceOrder';
  /** Unique text in the stored row, to find it in PostgreSQL. */
  marker: string;
  key: string;
  acknowledged: boolean;
  attempts: Call[];
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One call; a connection error is status 0, a reply that is not JSON its start as `msg`. */
export async function call(
  url: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Omit<Call, 'path'>> {
  const at = Date.now();
  const done = (status: number, msg: string | undefined) => ({
    at,
    ms: Date.now() - at,
    status,
    msg,
  });
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      signal: AbortSignal.timeout(30_000),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    if (response.status < 300) return done(response.status, undefined);
    try {
      return done(response.status, (JSON.parse(text) as { msg?: string }).msg);
    } catch {
      return done(response.status, text.slice(0, 80));
    }
  } catch (error) {
    const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
    return done(0, `${String(error)}${cause}`);
  }
}

/** The visitor mix: the site's settings, navigation, footer and a company search. */
export const READS = [
  routes.bffConfig.bffPath,
  routes.getNav.bffPath,
  routes.getBottom.bffPath,
  `${routes.companySearch.bffPath}?keyword=${encodeURIComponent('科技')}`,
];

/** Reads `paths` in turn until `going()` is false; as a page does, waits a moment after a failure. */
export async function visitor(
  base: string,
  paths: readonly string[],
  calls: Call[],
  going: () => boolean,
  start = 0,
): Promise<void> {
  for (let n = start; going(); n += 1) {
    const path = paths[n % paths.length] ?? '/';
    const result = await call(`${base}${path}`);
    calls.push({ path, ...result });
    if (result.status !== 200) await sleep(100);
  }
}

const PHONE = '13800138000';

function writeBody(route: Write['route'], marker: string): unknown {
  return route === 'contactMessage'
    ? { topic: '业务咨询', name: '故障测试', phone: PHONE, message: `故障测试留言 ${marker}` }
    : {
        slug: 'buyfinance',
        plan_code: 'small',
        term_months: 12,
        extras: [],
        contact_name: '故障测试',
        phone: PHONE,
        note: marker,
      };
}

/**
 * Submits writes one after another until `going()` is false. A failed submission is sent again
 * (same key, same body) every 500 ms until it is acknowledged or `giveUpAt` passes.
 */
export async function writer(
  base: string,
  name: string,
  writes: Write[],
  going: () => boolean,
  giveUpAt: () => number,
): Promise<void> {
  for (let n = 0; going(); n += 1) {
    const route = n % 2 === 0 ? 'contactMessage' : 'serviceOrder';
    const write: Write = {
      route,
      marker: `${name}-${n}-${randomUUID().slice(0, 8)}`,
      key: randomUUID(),
      acknowledged: false,
      attempts: [],
    };
    writes.push(write);
    const path = routes[route].bffPath;
    while (!write.acknowledged && Date.now() < giveUpAt()) {
      const result = await call(`${base}${path}`, {
        method: 'POST',
        body: writeBody(route, write.marker),
        headers: { [IDEMPOTENCY_KEY_HEADER]: write.key, 'x-requested-with': 'XMLHttpRequest' },
      });
      write.attempts.push({ path, ...result });
      write.acknowledged = result.status === 200;
      if (!write.acknowledged) await sleep(500);
    }
    await sleep(150);
  }
}

/** p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
