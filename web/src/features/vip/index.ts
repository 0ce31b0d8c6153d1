// What other features may use of the VIP feature: the tiers' query (home's VIP会员 card lists them).
export { vipTiersQueryOptions } from './api/vip-queries';
