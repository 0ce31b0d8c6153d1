import type { ComponentType } from 'react';
import { pageText, productName, type PageId } from '../shared/strings/shell';

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
  { path: '/', page: 'home', flags: all, load: () => import('./pages/home') },
  {
    path: '/signverification',
    page: 'signverification',
    flags: all,
    load: () => import('./pages/signverification'),
  },
  { path: '/ys', page: 'ys', flags: noTopBar, load: () => import('./pages/ys') },
  { path: '/profile', page: 'profile', flags: noTopBar, load: () => import('./pages/profile') },
  {
    path: '/userprotocol',
    page: 'userprotocol',
    flags: all,
    load: () => import('./pages/userprotocol'),
  },
  { path: '/disclaimer', page: 'disclaimer', flags: all, load: () => import('./pages/disclaimer') },
  {
    path: '/privacypolicy',
    page: 'privacypolicy',
    flags: all,
    load: () => import('./pages/privacypolicy'),
  },
  { path: '/contact', page: 'contact', flags: noTopBar, load: () => import('./pages/contact') },
  {
    path: '/buyfinance',
    page: 'buyfinance',
    flags: noTopBar,
    load: () => import('./pages/buyfinance'),
  },
  { path: '/vip', page: 'vip', flags: all, load: () => import('./pages/vip') },
  { path: '/list', page: 'list', flags: all, load: () => import('./pages/list') },
  { path: '/company/$id', page: 'company', flags: all, load: () => import('./pages/company') },
  {
    path: '/knowledgebase/$id',
    page: 'knowledgebase',
    flags: all,
    load: () => import('./pages/knowledgebase'),
  },
  { path: '/einquery', page: 'einquery', flags: all, load: () => import('./pages/einquery') },
  { path: '/einlist', page: 'einlist', flags: all, load: () => import('./pages/einlist') },
  {
    path: '/eindetails/$id',
    page: 'eindetails',
    flags: all,
    load: () => import('./pages/eindetails'),
  },
  {
    path: '/reportquery',
    page: 'reportquery',
    flags: all,
    load: () => import('./pages/reportquery'),
  },
  { path: '/reportlist', page: 'reportlist', flags: all, load: () => import('./pages/reportlist') },
  {
    path: '/declarationyears/$id',
    page: 'declarationyears',
    flags: all,
    load: () => import('./pages/declarationyears'),
  },
  {
    path: '/trademarkone',
    page: 'trademarkone',
    flags: all,
    load: () => import('./pages/trademarkone'),
  },
  {
    path: '/footerpatent',
    page: 'footerpatent',
    flags: all,
    load: () => import('./pages/footerpatent'),
  },
  {
    path: '/footerpatentlist',
    page: 'footerpatentlist',
    flags: all,
    load: () => import('./pages/footerpatentlist'),
  },
  {
    path: '/enterprisepatentlist',
    page: 'enterprisepatentlist',
    flags: all,
    load: () => import('./pages/enterprisepatentlist'),
  },
  {
    path: '/footerpatentdetails/$id',
    page: 'footerpatentdetails',
    flags: all,
    load: () => import('./pages/footerpatentdetails'),
  },
  {
    path: '/softwarecopyright',
    page: 'softwarecopyright',
    flags: all,
    load: () => import('./pages/softwarecopyright'),
  },
  {
    path: '/softwarecopyrightlist',
    page: 'softwarecopyrightlist',
    flags: all,
    load: () => import('./pages/softwarecopyrightlist'),
  },
  {
    path: '/softwarecopyrightdetails/$id',
    page: 'softwarecopyrightdetails',
    flags: all,
    load: () => import('./pages/softwarecopyrightdetails'),
  },
  { path: '/workwork', page: 'workwork', flags: all, load: () => import('./pages/workwork') },
  {
    path: '/workworklist',
    page: 'workworklist',
    flags: all,
    load: () => import('./pages/workworklist'),
  },
  {
    path: '/workworkdetails/$id',
    page: 'workworkdetails',
    flags: all,
    load: () => import('./pages/workworkdetails'),
  },
  {
    path: '/enterpriselogo',
    page: 'enterpriselogo',
    flags: all,
    load: () => import('./pages/enterpriselogo'),
  },
  {
    path: '/enterpriselogolist',
    page: 'enterpriselogolist',
    flags: all,
    load: () => import('./pages/enterpriselogolist'),
  },
  {
    path: '/enterpriselogodetails/$id',
    page: 'enterpriselogodetails',
    flags: all,
    load: () => import('./pages/enterpriselogodetails'),
  },
  { path: '/brand', page: 'brand', flags: all, load: () => import('./pages/brand') },
  {
    path: '/branddetails/$id',
    page: 'branddetails',
    flags: all,
    load: () => import('./pages/branddetails'),
  },
  {
    path: '/registeredcompany',
    page: 'registeredcompany',
    flags: all,
    load: () => import('./pages/registeredcompany'),
  },
  { path: '/aboutus', page: 'aboutus', flags: all, load: () => import('./pages/aboutus') },
  { path: '/operate', page: 'operate', flags: all, load: () => import('./pages/operate') },
  {
    path: '/business_plan',
    page: 'business_plan',
    flags: all,
    load: () => import('./pages/business-plan'),
  },
  { path: '/finance', page: 'finance', flags: all, load: () => import('./pages/finance') },
  {
    path: '/rd_discount',
    page: 'rd_discount',
    flags: all,
    load: () => import('./pages/rd-discount'),
  },
  { path: '/rd_manage', page: 'rd_manage', flags: all, load: () => import('./pages/rd-manage') },
  {
    path: '/rd_software',
    page: 'rd_software',
    flags: all,
    load: () => import('./pages/rd-software'),
  },
  {
    path: '/rd_cooperate',
    page: 'rd_cooperate',
    flags: all,
    load: () => import('./pages/rd-cooperate'),
  },
  { path: '/t/a', page: 'ta', flags: noFooter, load: () => import('./pages/ta') },
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
