import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../shared/routing/page-route';
import { pageDescription } from '../shared/strings/page-descriptions';
import { emptyShellData, fakeFetch, renderApp } from './render-app.test-util';
import { documentTitle, routeTable, titleOf } from './route-table';

beforeEach(() => {
  vi.stubGlobal('fetch', fakeFetch(emptyShellData));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the route table', () => {
  it('gives each path one route, and every page a title (home aside) and a description', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routeTable) {
      expect(pageDescription[route.page]).not.toBe('');
      if (route.path !== '/') expect(titleOf(route.page)).not.toBe('');
    }
  });

  // A lazy route component drops its `preload` once its module has loaded (in the browser).
  const pending = (component: unknown) =>
    (component as { preload?: () => Promise<void> }).preload !== undefined;

  it('loads every page’s component from the module its route names', async () => {
    await Promise.all(
      routeTable.map((route) => (route.component as { preload?: () => Promise<void> }).preload?.()),
    );
    expect(routeTable.filter((route) => pending(route.component)).map((r) => r.path)).toEqual([]);
  }, 30_000);

  it('does not load a page whose module lacks the named component', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const found = lazyPage(() => Promise.resolve({ Page: () => null }), 'Page');
    const missing = lazyPage(() => Promise.resolve({} as { Gone: () => null }), 'Gone');
    await (found as { preload?: () => Promise<void> }).preload?.();
    await (missing as { preload?: () => Promise<void> }).preload?.();
    expect(pending(found)).toBe(false);
    expect(pending(missing)).toBe(true);
  });
});

describe('the shell around a route', () => {
  // The footer and the tool bar are their own chunks, shown once loaded (in one Suspense).
  const toolBar = () =>
    screen.findByRole('complementary', { name: '快捷工具' }, { timeout: 10_000 });

  it('shows the top bar, footer and tool bar on a page that declares them all', async () => {
    await renderApp('/aboutus');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await toolBar()).toBeInTheDocument();
  });

  it('hides the top bar on /ys and the footer on /t/a', async () => {
    const ys = await renderApp('/ys');
    await toolBar();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    ys.unmount();
    await renderApp('/t/a');
    await toolBar();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('sends an unknown path to /404 and titles each page after navigation', async () => {
    const { router } = await renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    await router.navigate({ to: '/vip' });
    await waitFor(() => expect(document.title).toBe(documentTitle(titleOf('vip'))));
  });
});

describe('documentTitle', () => {
  it('is the product name, or the page title joined with a hyphen', () => {
    expect(documentTitle(undefined)).toBe('易商云');
    expect(documentTitle('')).toBe('易商云');
    expect(documentTitle(titleOf('list'))).toBe('公司查询-易商云');
    expect(documentTitle(titleOf('home'))).toBe('易商云');
  });
});
