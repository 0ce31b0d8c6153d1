import type { ComponentType } from 'react';
import { pageText, productName, type PageId } from '../shared/strings/shell';
import { loaderData, type RouteData } from './route-data';
import { listRouteData } from '../features/directory/routes/list-route';
import { companyRouteData } from '../features/directory/routes/company-route';
import {
  declarationYearsRouteData,
  einDetailsRouteData,
  registerItemRouteData,
  registerListRouteData,
} from '../features/directory/routes/register-routes';
import { serviceLoaders } from './service-loaders';

/** Which parts of the shell a route shows (docs/behaviour.md#routes). */
export interface RouteFlags {
  topBar: boolean;
  footer: boolean;
  toolBar: boolean;
}

export interface RouteEntry {
  /** Router path; `$id` marks a parameter. */
  path: string;
  page: PageId;
  flags: RouteFlags;
  /** Each page is its own chunk, loaded on demand. */
  load: () => Promise<{ default: ComponentType }>;
  /** Search params, loader and pending view of a page that owns its data. */
  data?: RouteData;
}

export type { RouteLoader, RouteLoaderContext } from './route-data';

/**
 * A service page's data. Its loader is part of the first load on purpose: the page's data is
 * requested the moment the route matches, beside its chunk, rather than after a chunk of its own.
 */
function serviceData(name: keyof typeof serviceLoaders) {
  return loaderData(serviceLoaders[name]);
}

const all: RouteFlags = { topBar: true, footer: true, toolBar: true };
const noTopBar: RouteFlags = { ...all, topBar: false };
const noFooter: RouteFlags = { ...all, footer: false };

/**
 * Every route of the product, plus the patent and enterprise-logo lists and details, which the
 * top bar's search routes to (docs/behaviour.md#routes). No top bar on /ys, /profile, /contact
 * and /buyfinance, no footer on /t/a; all others show both.
 */
export const routeTable = [
  {
    path: '/',
    page: 'home',
    flags: all,
    load: () => import('./pages/home'),
    data: serviceData('home'),
  },
  {
    path: '/signverification',
    page: 'signverification',
    flags: all,
    load: () => import('./pages/signverification'),
  },
  {
    path: '/ys',
    page: 'ys',
    flags: noTopBar,
    load: () => import('./pages/ys'),
    data: serviceData('ys'),
  },
  {
    path: '/profile',
    page: 'profile',
    flags: noTopBar,
    load: () => import('./pages/profile'),
    data: serviceData('profile'),
  },
  {
    path: '/userprotocol',
    page: 'userprotocol',
    flags: all,
    load: () => import('./pages/userprotocol'),
    data: serviceData('userprotocol'),
  },
  {
    path: '/disclaimer',
    page: 'disclaimer',
    flags: all,
    load: () => import('./pages/disclaimer'),
    data: serviceData('disclaimer'),
  },
  {
    path: '/privacypolicy',
    page: 'privacypolicy',
    flags: all,
    load: () => import('./pages/privacypolicy'),
    data: serviceData('privacypolicy'),
  },
  {
    path: '/contact',
    page: 'contact',
    flags: noTopBar,
    load: () => import('./pages/contact'),
    data: serviceData('contact'),
  },
  {
    path: '/buyfinance',
    page: 'buyfinance',
    flags: noTopBar,
    load: () => import('./pages/buyfinance'),
    data: serviceData('buyfinance'),
  },
  {
    path: '/vip',
    page: 'vip',
    flags: all,
    load: () => import('./pages/vip'),
    data: serviceData('vip'),
  },
  {
    path: '/list',
    page: 'list',
    flags: all,
    load: () => import('./pages/list'),
    data: listRouteData,
  },
  {
    path: '/company/$id',
    page: 'company',
    flags: all,
    load: () => import('./pages/company'),
    data: companyRouteData,
  },
  {
    path: '/knowledgebase/$id',
    page: 'knowledgebase',
    flags: all,
    load: () => import('./pages/knowledgebase'),
    data: serviceData('knowledgebase'),
  },
  {
    path: '/einquery',
    page: 'einquery',
    flags: all,
    load: () => import('./pages/einquery'),
    data: registerListRouteData('ein'),
  },
  {
    path: '/einlist',
    page: 'einlist',
    flags: all,
    load: () => import('./pages/einlist'),
    data: registerListRouteData('ein'),
  },
  {
    path: '/eindetails/$id',
    page: 'eindetails',
    flags: all,
    load: () => import('./pages/eindetails'),
    data: einDetailsRouteData,
  },
  {
    path: '/reportquery',
    page: 'reportquery',
    flags: all,
    load: () => import('./pages/reportquery'),
    data: registerListRouteData('report'),
  },
  {
    path: '/reportlist',
    page: 'reportlist',
    flags: all,
    load: () => import('./pages/reportlist'),
    data: registerListRouteData('report'),
  },
  {
    path: '/declarationyears/$id',
    page: 'declarationyears',
    flags: all,
    load: () => import('./pages/declarationyears'),
    data: declarationYearsRouteData,
  },
  {
    path: '/trademarkone',
    page: 'trademarkone',
    flags: all,
    load: () => import('./pages/trademarkone'),
    data: registerListRouteData('trademark'),
  },
  {
    path: '/footerpatent',
    page: 'footerpatent',
    flags: all,
    load: () => import('./pages/footerpatent'),
    data: registerListRouteData('patent'),
  },
  {
    path: '/footerpatentlist',
    page: 'footerpatentlist',
    flags: all,
    load: () => import('./pages/footerpatentlist'),
    data: registerListRouteData('patent'),
  },
  {
    path: '/enterprisepatentlist',
    page: 'enterprisepatentlist',
    flags: all,
    load: () => import('./pages/enterprisepatentlist'),
    data: registerListRouteData('patent'),
  },
  {
    path: '/footerpatentdetails/$id',
    page: 'footerpatentdetails',
    flags: all,
    load: () => import('./pages/footerpatentdetails'),
    data: registerItemRouteData('patent'),
  },
  {
    path: '/softwarecopyright',
    page: 'softwarecopyright',
    flags: all,
    load: () => import('./pages/softwarecopyright'),
    data: registerListRouteData('software'),
  },
  {
    path: '/softwarecopyrightlist',
    page: 'softwarecopyrightlist',
    flags: all,
    load: () => import('./pages/softwarecopyrightlist'),
    data: registerListRouteData('software'),
  },
  {
    path: '/softwarecopyrightdetails/$id',
    page: 'softwarecopyrightdetails',
    flags: all,
    load: () => import('./pages/softwarecopyrightdetails'),
    data: registerItemRouteData('software'),
  },
  {
    path: '/workwork',
    page: 'workwork',
    flags: all,
    load: () => import('./pages/workwork'),
    data: registerListRouteData('works'),
  },
  {
    path: '/workworklist',
    page: 'workworklist',
    flags: all,
    load: () => import('./pages/workworklist'),
    data: registerListRouteData('works'),
  },
  {
    path: '/workworkdetails/$id',
    page: 'workworkdetails',
    flags: all,
    load: () => import('./pages/workworkdetails'),
    data: registerItemRouteData('works'),
  },
  {
    path: '/enterpriselogo',
    page: 'enterpriselogo',
    flags: all,
    load: () => import('./pages/enterpriselogo'),
    data: registerListRouteData('logo'),
  },
  {
    path: '/enterpriselogolist',
    page: 'enterpriselogolist',
    flags: all,
    load: () => import('./pages/enterpriselogolist'),
    data: registerListRouteData('logo'),
  },
  {
    path: '/enterpriselogodetails/$id',
    page: 'enterpriselogodetails',
    flags: all,
    load: () => import('./pages/enterpriselogodetails'),
    data: registerItemRouteData('logo'),
  },
  {
    path: '/brand',
    page: 'brand',
    flags: all,
    load: () => import('./pages/brand'),
    data: registerListRouteData('brand'),
  },
  {
    path: '/branddetails/$id',
    page: 'branddetails',
    flags: all,
    load: () => import('./pages/branddetails'),
    data: registerItemRouteData('brand'),
  },
  {
    path: '/registeredcompany',
    page: 'registeredcompany',
    flags: all,
    load: () => import('./pages/registeredcompany'),
    data: serviceData('registeredcompany'),
  },
  {
    path: '/aboutus',
    page: 'aboutus',
    flags: all,
    load: () => import('./pages/aboutus'),
    data: serviceData('aboutus'),
  },
  {
    path: '/operate',
    page: 'operate',
    flags: all,
    load: () => import('./pages/operate'),
    data: serviceData('operate'),
  },
  {
    path: '/business_plan',
    page: 'business_plan',
    flags: all,
    load: () => import('./pages/business-plan'),
    data: serviceData('business_plan'),
  },
  {
    path: '/finance',
    page: 'finance',
    flags: all,
    load: () => import('./pages/finance'),
    data: serviceData('finance'),
  },
  {
    path: '/rd_discount',
    page: 'rd_discount',
    flags: all,
    load: () => import('./pages/rd-discount'),
    data: serviceData('rd_discount'),
  },
  {
    path: '/rd_manage',
    page: 'rd_manage',
    flags: all,
    load: () => import('./pages/rd-manage'),
    data: serviceData('rd_manage'),
  },
  {
    path: '/rd_software',
    page: 'rd_software',
    flags: all,
    load: () => import('./pages/rd-software'),
    data: serviceData('rd_software'),
  },
  {
    path: '/rd_cooperate',
    page: 'rd_cooperate',
    flags: all,
    load: () => import('./pages/rd-cooperate'),
    data: serviceData('rd_cooperate'),
  },
  {
    path: '/t/a',
    page: 'ta',
    flags: noFooter,
    load: () => import('./pages/ta'),
    data: serviceData('ta'),
  },
  { path: '/404', page: 'notFound', flags: all, load: () => import('./pages/not-found') },
  // The agent console: staff answer visitors and users here, outside the shop's shell.
  {
    path: '/agent',
    page: 'agent',
    flags: { topBar: false, footer: false, toolBar: false },
    load: () => import('./pages/agent'),
  },
] as const satisfies readonly RouteEntry[];

/** Browser title after navigation: `易商云`, or `<page title>-易商云`. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle}-${productName}` : productName;
}

export function titleOf(page: PageId): string {
  return pageText[page].title;
}

/** Flags shown while no route matched yet (first paint) — the full shell. */
export const defaultFlags: RouteFlags = all;
