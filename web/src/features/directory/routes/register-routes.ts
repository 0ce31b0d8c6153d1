import { orPageError } from '../../../shared/routing/failure-policy';
import { allParts, definePage, lazyPage, type PageRoute } from '../../../shared/routing/page-route';
import { registerItemQueryOptions, registerListQueryOptions } from '../api/register-queries';
import { registerDetailsRoutes } from '../model/register-details';
import type { RegisterId } from '../model/register-kinds';
import { parseRegisterSearch, type RegisterSearch } from '../model/register-search';

type RouteData<S extends object, D extends Record<string, unknown>> = Pick<
  PageRoute<string, S, D>,
  'flags' | 'validateSearch' | 'loaderDeps' | 'loader'
>;

/**
 * A register list's data: keyword, page and company come from the URL, and the loader fetches
 * the page of records before the page renders. A failed call is shown by the page with a retry.
 */
function registerList(register: RegisterId): RouteData<RegisterSearch, RegisterSearch> {
  return {
    flags: allParts,
    validateSearch: (raw) => parseRegisterSearch(raw),
    loaderDeps: ({ search }) => search,
    async loader({ context, deps }) {
      // The registers' table (with their texts) comes with the register pages, not the first
      // load; the page's chunk needs it too, so this costs no extra request.
      const { registerKinds } = await import('../model/register-kinds');
      await orPageError(
        context.queryClient.ensureQueryData(
          registerListQueryOptions(registerKinds[register], deps),
        ),
      );
    },
  };
}

/** A register item's data, by the id in its path; the page shows a failure with a way back. */
function registerItem(
  register: keyof typeof registerDetailsRoutes,
): RouteData<object, Record<string, never>> {
  return {
    flags: allParts,
    loader: ({ context, params }) =>
      orPageError(
        context.queryClient.ensureQueryData(
          registerItemQueryOptions(registerDetailsRoutes[register], params.id ?? ''),
        ),
      ),
  };
}

/**
 * The registers' query pages (with a hero), results pages and details pages. The patent and
 * enterprise-logo lists and details are where the top bar's search sends those searches. Each
 * entry names its page's module itself: the build reads the pair (web/build/route-assets.ts).
 */
export const registerRoutes = [
  definePage({
    path: '/einquery',
    page: 'einquery',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'ein',
      page: 'einquery',
      routePath: '/einquery',
      hero: true,
    }),
    ...registerList('ein'),
  }),
  definePage({
    path: '/einlist',
    page: 'einlist',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'ein',
      page: 'einlist',
      routePath: '/einlist',
    }),
    ...registerList('ein'),
  }),
  definePage({
    path: '/reportquery',
    page: 'reportquery',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'report',
      page: 'reportquery',
      routePath: '/reportquery',
      hero: true,
    }),
    ...registerList('report'),
  }),
  definePage({
    path: '/reportlist',
    page: 'reportlist',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'report',
      page: 'reportlist',
      routePath: '/reportlist',
    }),
    ...registerList('report'),
  }),
  definePage({
    path: '/trademarkone',
    page: 'trademarkone',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'trademark',
      page: 'trademarkone',
      routePath: '/trademarkone',
      hero: true,
    }),
    ...registerList('trademark'),
  }),
  definePage({
    path: '/footerpatent',
    page: 'footerpatent',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'patent',
      page: 'footerpatent',
      routePath: '/footerpatent',
      hero: true,
    }),
    ...registerList('patent'),
  }),
  definePage({
    path: '/footerpatentlist',
    page: 'footerpatentlist',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'patent',
      page: 'footerpatentlist',
      routePath: '/footerpatentlist',
    }),
    ...registerList('patent'),
  }),
  definePage({
    path: '/enterprisepatentlist',
    page: 'enterprisepatentlist',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'patent',
      page: 'enterprisepatentlist',
      routePath: '/enterprisepatentlist',
    }),
    ...registerList('patent'),
  }),
  definePage({
    path: '/softwarecopyright',
    page: 'softwarecopyright',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'software',
      page: 'softwarecopyright',
      routePath: '/softwarecopyright',
      hero: true,
    }),
    ...registerList('software'),
  }),
  definePage({
    path: '/softwarecopyrightlist',
    page: 'softwarecopyrightlist',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'software',
      page: 'softwarecopyrightlist',
      routePath: '/softwarecopyrightlist',
    }),
    ...registerList('software'),
  }),
  definePage({
    path: '/workwork',
    page: 'workwork',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'works',
      page: 'workwork',
      routePath: '/workwork',
      hero: true,
    }),
    ...registerList('works'),
  }),
  definePage({
    path: '/workworklist',
    page: 'workworklist',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'works',
      page: 'workworklist',
      routePath: '/workworklist',
    }),
    ...registerList('works'),
  }),
  definePage({
    path: '/enterpriselogo',
    page: 'enterpriselogo',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'logo',
      page: 'enterpriselogo',
      routePath: '/enterpriselogo',
      hero: true,
    }),
    ...registerList('logo'),
  }),
  definePage({
    path: '/enterpriselogolist',
    page: 'enterpriselogolist',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'logo',
      page: 'enterpriselogolist',
      routePath: '/enterpriselogolist',
    }),
    ...registerList('logo'),
  }),
  definePage({
    path: '/brand',
    page: 'brand',
    component: lazyPage(() => import('../components/register-list-page'), 'RegisterListPage', {
      register: 'brand',
      page: 'brand',
      routePath: '/brand',
      hero: true,
    }),
    ...registerList('brand'),
  }),
  definePage({
    path: '/footerpatentdetails/$id',
    page: 'footerpatentdetails',
    component: lazyPage(
      () => import('../components/register-details-page'),
      'RegisterDetailsPage',
      {
        register: 'patent',
        page: 'footerpatentdetails',
        routePath: '/footerpatentdetails/$id',
      },
    ),
    ...registerItem('patent'),
  }),
  definePage({
    path: '/softwarecopyrightdetails/$id',
    page: 'softwarecopyrightdetails',
    component: lazyPage(
      () => import('../components/register-details-page'),
      'RegisterDetailsPage',
      {
        register: 'software',
        page: 'softwarecopyrightdetails',
        routePath: '/softwarecopyrightdetails/$id',
      },
    ),
    ...registerItem('software'),
  }),
  definePage({
    path: '/workworkdetails/$id',
    page: 'workworkdetails',
    component: lazyPage(
      () => import('../components/register-details-page'),
      'RegisterDetailsPage',
      {
        register: 'works',
        page: 'workworkdetails',
        routePath: '/workworkdetails/$id',
      },
    ),
    ...registerItem('works'),
  }),
  definePage({
    path: '/enterpriselogodetails/$id',
    page: 'enterpriselogodetails',
    component: lazyPage(
      () => import('../components/register-details-page'),
      'RegisterDetailsPage',
      {
        register: 'logo',
        page: 'enterpriselogodetails',
        routePath: '/enterpriselogodetails/$id',
      },
    ),
    ...registerItem('logo'),
  }),
  definePage({
    path: '/branddetails/$id',
    page: 'branddetails',
    component: lazyPage(
      () => import('../components/register-details-page'),
      'RegisterDetailsPage',
      {
        register: 'brand',
        page: 'branddetails',
        routePath: '/branddetails/$id',
      },
    ),
    ...registerItem('brand'),
  }),
] as const;
