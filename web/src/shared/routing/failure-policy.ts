import { redirect } from '@tanstack/react-router';
import { databaseIdOf } from '@ysy/contracts/common/database-id';
import { ApiError } from '../api/client';

/**
 * What a route's loader does when its call fails, one of three policies:
 * - `orNotFound`: the knowledge-base index is the page itself, so a failed call or a reply with
 *   the wrong code sends the visitor to /404 before the page renders;
 * - `replyOrNotFound`: the company list sends only a reply with the wrong code to /404; a call
 *   that failed on the way (5xx, timeout, network) is left to the page, whose error state keeps
 *   the visitor's search and offers 重试;
 * - `orPageError`: every other page shows its own error state (with 重试) or its own not-found
 *   state, so the loader swallows the failure and the page reads the failed query.
 */

export const NOT_FOUND_PATH = '/404';

/** Throws the router redirect to /404 (inside a route's `loader` or `beforeLoad`). */
export function redirectToNotFound(): never {
  throw redirect({ to: NOT_FOUND_PATH, replace: true });
}

/** Resolves with the reply when `ok(reply)` holds; otherwise, and when the call fails, /404. */
export async function orNotFound<T>(call: Promise<T>, ok: (reply: T) => boolean): Promise<T> {
  let reply: T;
  try {
    reply = await call;
  } catch (error) {
    console.error('[pages] call failed, showing 404', error);
    return redirectToNotFound();
  }
  if (!ok(reply)) return redirectToNotFound();
  return reply;
}

/**
 * Whether the BFF itself answered the call with a failure code (a 4xx reply: bad input; a page
 * past the end is no longer one, the pages ask for a served page and say so), as opposed to a failure on the way, which a retry can mend: a 5xx, a timeout, a
 * dropped connection, or 408/429 (too slow, too many calls: try again later).
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** /404 for a reply that fails `ok` or a refusal; any other failure is left to the page. */
export async function replyOrNotFound<T>(
  call: Promise<T>,
  ok: (reply: T) => boolean,
): Promise<void> {
  let reply: T;
  try {
    reply = await call;
  } catch (error) {
    if (isRefusal(error)) redirectToNotFound();
    return;
  }
  if (!ok(reply)) redirectToNotFound();
}

/** Waits for the call and leaves its failure to the page, which reads the same query. */
export async function orPageError(call: Promise<unknown>): Promise<void> {
  await call.catch(() => undefined);
}

/** The database id in a path parameter, or /404. */
export function idOrNotFound(value: string | undefined): number {
  return databaseIdOf(value) ?? redirectToNotFound();
}
