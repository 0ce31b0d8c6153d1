import { redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Where failed knowledge-base index and company-list calls go. */
export const NOT_FOUND_PATH = '/404';

/** Throws the router redirect to /404 (use inside a route's `loader` or `beforeLoad`). */
export function redirectToNotFound(): never {
  throw redirect({ to: NOT_FOUND_PATH, replace: true });
}

/**
 * For route loaders: resolves with the reply when `ok(reply)` holds, otherwise — and when the
 * call itself fails — redirects to /404. E.g. the knowledge-base index succeeds only with code 1:
 * `loader: ({ context }) => orNotFound(context.queryClient.ensureQueryData(opts), (r) => r.code === 1)`.
 */
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
 * For components reading a query: navigates to /404 once the query failed or answered a code
 * that `ok` rejects. Pass the query's `status` and `data`.
 */
export function useNotFoundOnFailure<T>(
  query: { status: 'pending' | 'error' | 'success'; data: T | undefined },
  ok: (reply: T) => boolean,
): void {
  const router = useRouter();
  const failed =
    query.status === 'error' ||
    (query.status === 'success' && query.data !== undefined && !ok(query.data));
  useEffect(() => {
    if (failed) void router.navigate({ to: NOT_FOUND_PATH, replace: true });
  }, [failed, router]);
}
