import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import {
  campaignSample,
  offerSample,
  pageSample,
  vipSample,
} from '@ysy/contracts/service/route-samples';
import { bffConfigSample } from '@ysy/contracts/testing/route-samples';
import { vi } from 'vitest';
import { createAppRouter } from '../router';
import { fallbackConfig } from '../shared/api/bff-config';
import { createQueryClient } from '../shared/api/query-client';

export type FakeRoutes = Record<string, unknown>;

/**
 * A fetch that answers `{ code: 0, data }` for each path prefix in `routes`, and 404 otherwise,
 * so shell tests run against the contracts' reply shapes without a BFF.
 */
export function fakeFetch(routes: FakeRoutes) {
  return vi.fn((input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const match = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    const body =
      match === undefined
        ? { code: 404, msg: '请求的资源不存在' }
        : { code: 0, data: routes[match] };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: match === undefined ? 404 : 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
}

export const emptyShellData: FakeRoutes = {
  '/api/ysy/index/get_nav': [],
  '/api/ysy/index/get_bottom': [],
  '/api/client/customerservice/all': { customerServiceAll: [] },
  // The company list answers an empty page (the `?` keeps /customs/suggest out of this prefix).
  '/api/client/customs?': { customList: { total: 0, page: 1, entInfos: [] } },
  '/api/client/seniordimensionyuan/show': { seniorDimensionYuan: { provincArea: [], yuan: [] } },
  // What the service pages' loaders read (samples typed by the contracts).
  '/api/client/service/all': { services: [] },
  '/api/client/service/offer': { offer: offerSample },
  '/api/client/site/page': pageSample,
  '/api/client/site/campaign': campaignSample,
  // The fallback config (what these tests saw before) with the operator's parts configured
  // (company details, QR targets), so the parts they show render.
  '/api/bff/config': {
    ...fallbackConfig,
    company: bffConfigSample.company,
    qr: bffConfigSample.qr,
  },
  '/api/client/vip/tiers': vipSample,
};

/** Renders the whole app at `path` on a memory history; resolves once the first page is loaded. */
export async function renderApp(path: string) {
  const queryClient = createQueryClient(() => undefined);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { router, queryClient, ...view };
}
