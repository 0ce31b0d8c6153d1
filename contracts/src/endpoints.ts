// Generated from routes.ts by `npm run gen` (scripts/gen.ts): do not edit.
import type { Endpoint } from './common/endpoint';
import type { RouteId } from './routes';

/** Every route the browser may call: id, method and path on the BFF, without schemas. */
export const endpoints = {
  getNav: { id: 'getNav', method: 'GET', bffPath: '/api/ysy/index/get_nav' },
  getBottom: { id: 'getBottom', method: 'GET', bffPath: '/api/ysy/index/get_bottom' },
  wxLoginCallback: {
    id: 'wxLoginCallback',
    method: 'GET',
    bffPath: '/api/client/wxlogin/wxlogincallback',
  },
  getLatestUser: {
    id: 'getLatestUser',
    method: 'POST',
    bffPath: '/api/client/user/get_latest_user',
  },
  knowledgeIndex: {
    id: 'knowledgeIndex',
    method: 'GET',
    bffPath: '/api/client/knowledgebase/index',
  },
  knowledgeIndexYsy: {
    id: 'knowledgeIndexYsy',
    method: 'GET',
    bffPath: '/api/client/knowledgebase/indexysy',
  },
  companyProfile: { id: 'companyProfile', method: 'GET', bffPath: '/api/client/custom_only' },
  companySearch: { id: 'companySearch', method: 'GET', bffPath: '/api/client/customs' },
  companySearchCount: {
    id: 'companySearchCount',
    method: 'GET',
    bffPath: '/api/client/customs/count',
  },
  capitalBands: {
    id: 'capitalBands',
    method: 'GET',
    bffPath: '/api/client/seniordimensionyuan/show',
  },
  einDetails: { id: 'einDetails', method: 'GET', bffPath: '/api/client/eindetails/show' },
  customerServiceAll: {
    id: 'customerServiceAll',
    method: 'GET',
    bffPath: '/api/client/customerservice/all',
  },
  publishDemand: { id: 'publishDemand', method: 'POST', bffPath: '/api/client/publish_demand' },
  getPhoneCode: { id: 'getPhoneCode', method: 'GET', bffPath: '/api/verify_code/get_phone' },
  freePhone: { id: 'freePhone', method: 'GET', bffPath: '/api/consultation/free_phone' },
  freePhoneStatus: {
    id: 'freePhoneStatus',
    method: 'GET',
    bffPath: '/api/consultation/free_phone_status',
  },
  kfAccount: { id: 'kfAccount', method: 'GET', bffPath: '/support/api/im/account/kfAccount' },
  getOrCreate: {
    id: 'getOrCreate',
    method: 'POST',
    bffPath: '/support/api/im/account/getOrCreate',
  },
  knowledgeArticle: {
    id: 'knowledgeArticle',
    method: 'GET',
    bffPath: '/api/client/knowledgebase/article',
  },
  einList: { id: 'einList', method: 'GET', bffPath: '/api/client/ein/list' },
  reportList: { id: 'reportList', method: 'GET', bffPath: '/api/client/report/list' },
  declarationYears: {
    id: 'declarationYears',
    method: 'GET',
    bffPath: '/api/client/report/declaration_years',
  },
  patentList: { id: 'patentList', method: 'GET', bffPath: '/api/client/patent/list' },
  patentDetails: { id: 'patentDetails', method: 'GET', bffPath: '/api/client/patent/details' },
  trademarkList: { id: 'trademarkList', method: 'GET', bffPath: '/api/client/trademark/list' },
  trademarkDetails: {
    id: 'trademarkDetails',
    method: 'GET',
    bffPath: '/api/client/trademark/details',
  },
  softwareCopyrightList: {
    id: 'softwareCopyrightList',
    method: 'GET',
    bffPath: '/api/client/software_copyright/list',
  },
  softwareCopyrightDetails: {
    id: 'softwareCopyrightDetails',
    method: 'GET',
    bffPath: '/api/client/software_copyright/details',
  },
  worksCopyrightList: {
    id: 'worksCopyrightList',
    method: 'GET',
    bffPath: '/api/client/works_copyright/list',
  },
  worksCopyrightDetails: {
    id: 'worksCopyrightDetails',
    method: 'GET',
    bffPath: '/api/client/works_copyright/details',
  },
  brandList: { id: 'brandList', method: 'GET', bffPath: '/api/client/brand/list' },
  brandDetails: { id: 'brandDetails', method: 'GET', bffPath: '/api/client/brand/details' },
  enterpriseLogoList: {
    id: 'enterpriseLogoList',
    method: 'GET',
    bffPath: '/api/client/enterprise_logo/list',
  },
  enterpriseLogoDetails: {
    id: 'enterpriseLogoDetails',
    method: 'GET',
    bffPath: '/api/client/enterprise_logo/details',
  },
  companySuggest: { id: 'companySuggest', method: 'GET', bffPath: '/api/client/customs/suggest' },
  companyErrorReport: {
    id: 'companyErrorReport',
    method: 'POST',
    bffPath: '/api/client/company/error_report',
  },
  serviceOffer: { id: 'serviceOffer', method: 'GET', bffPath: '/api/client/service/offer' },
  serviceList: { id: 'serviceList', method: 'GET', bffPath: '/api/client/service/all' },
  serviceOrder: { id: 'serviceOrder', method: 'POST', bffPath: '/api/client/service/order' },
  contactMessage: { id: 'contactMessage', method: 'POST', bffPath: '/api/client/contact/message' },
  vipTiers: { id: 'vipTiers', method: 'GET', bffPath: '/api/client/vip/tiers' },
  sitePage: { id: 'sitePage', method: 'GET', bffPath: '/api/client/site/page' },
  campaign: { id: 'campaign', method: 'GET', bffPath: '/api/client/site/campaign' },
  verifyPhoneLogin: {
    id: 'verifyPhoneLogin',
    method: 'POST',
    bffPath: '/api/client/wxlogin/verify_phone',
  },
  bffConfig: { id: 'bffConfig', method: 'GET', bffPath: '/api/bff/config' },
  bffLogout: { id: 'bffLogout', method: 'POST', bffPath: '/api/bff/logout' },
  bffLoginState: { id: 'bffLoginState', method: 'POST', bffPath: '/api/bff/login/state' },
  imTicket: { id: 'imTicket', method: 'POST', bffPath: '/api/bff/im/ticket' },
  agentLogin: { id: 'agentLogin', method: 'POST', bffPath: '/api/bff/im/agent_login' },
} as const satisfies { [K in RouteId]?: Endpoint<K> };
