import type { AnyRouter } from '@tanstack/react-router';

/**
 * Navigates to a ready-made same-origin href (`/list?keyword=x`), for URLs the router cannot type:
 * server-given menu links, search targets. The router derives path and search from `href`; the
 * `to: '.'` only satisfies the typed signature and is overwritten.
 */
export function navigateHref(
  router: AnyRouter,
  href: string,
  opts: { replace?: boolean } = {},
): Promise<void> {
  return router.navigate({ to: '.', href, replace: opts.replace });
}
