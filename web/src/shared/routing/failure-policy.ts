import { redirect } from '@tanstack/react-router';
import { databaseIdOf } from '@ysy/contracts/common/database-id';

/**
 * What a route's loader does when its call fails, one of two policies:
 * - `orNotFound`: the company list and the knowledge-base index are the page itself, so a failed
 *   call or a reply with the wrong code sends the visitor to /404 before the page renders;
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

/** Waits for the call and leaves its failure to the page, which reads the same query. */
export async function orPageError(call: Promise<unknown>): Promise<void> {
  await call.catch(() => undefined);
}

/** The database id in a path parameter, or /404. */
export function idOrNotFound(value: string | undefined): number {
  return databaseIdOf(value) ?? redirectToNotFound();
}
