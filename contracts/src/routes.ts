import type { RouteDef } from './common/route';
import { bffConfig, bffLoginState, bffLogout } from './bff/schemas';
import { getNav, getBottom } from './nav/schemas';
import { customerServiceAll } from './consultant/schemas';
import {
  companyProfile,
  companySearch,
  companySearchCount,
  einDetails,
  capitalBands,
} from './company/schemas';
import { freePhone, freePhoneStatus, getPhoneCode } from './consultation/schemas';
import { publishDemand } from './demand/schemas';
import { knowledgeArticle, knowledgeIndex, knowledgeIndexYsy } from './knowledge/schemas';
import { getLatestUser, issueToken, revokeToken, wxLoginCallback } from './login/schemas';
import {
  brandDetails,
  brandList,
  declarationYears,
  einList,
  enterpriseLogoDetails,
  enterpriseLogoList,
  patentDetails,
  patentList,
  reportList,
  softwareCopyrightDetails,
  softwareCopyrightList,
  trademarkDetails,
  trademarkList,
  worksCopyrightDetails,
  worksCopyrightList,
} from './lookup/schemas';
import { getOrCreate, kfAccount } from './support-im/schemas';
import { companyErrorReport, companySuggest } from './directory/schemas';
import * as service from './service/routes';
import { accountRoutes } from './account/schemas';
import { myDataRoutes } from './account/my-data';
import { searchHistoryRoutes } from './account/search-history';
import { exportRoutes } from './account/exports';
import { agentLogin, imTicket } from './chat/schemas';

/**
 * Every call, keyed by its id. Each entry keeps its own schema types, so
 * `ReplyOf<typeof routes.companySearch>` is the companySearch reply. The BFF mounts these, the SPA's client
 * calls them, the embedded upstream serves those with host 'upstream', OpenAPI documents them.
 */
export const routes = {
  // the existing upstream API: paths and methods are fixed
  getNav,
  getBottom,
  wxLoginCallback,
  issueToken,
  revokeToken,
  getLatestUser,
  knowledgeIndex,
  knowledgeIndexYsy,
  companyProfile,
  companySearch,
  companySearchCount,
  capitalBands,
  einDetails,
  customerServiceAll,
  publishDemand,
  getPhoneCode,
  freePhone,
  freePhoneStatus,
  kfAccount,
  getOrCreate,
  // ours
  knowledgeArticle,
  einList,
  reportList,
  declarationYears,
  patentList,
  patentDetails,
  trademarkList,
  trademarkDetails,
  softwareCopyrightList,
  softwareCopyrightDetails,
  worksCopyrightList,
  worksCopyrightDetails,
  brandList,
  brandDetails,
  enterpriseLogoList,
  enterpriseLogoDetails,
  companySuggest,
  companyErrorReport,
  ...service.serviceRoutes,
  ...accountRoutes,
  ...myDataRoutes,
  ...searchHistoryRoutes,
  ...exportRoutes,
  // the BFF's own
  bffConfig,
  bffLogout,
  bffLoginState,
  imTicket,
  agentLogin,
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeList: RouteDef[] = Object.values(routes);

/** Routes by host: the embedded upstream serves 'upstream', the support app 'support'. */
export function routesOfHost(host: RouteDef['host']): RouteDef[] {
  return routeList.filter((route) => route.host === host);
}
