import { agentRoutes } from '../features/chat/routes/agent-routes';
import { companyRoutes } from '../features/directory/routes/company-routes';
import { registerRoutes } from '../features/directory/routes/register-routes';
import { homeRoutes } from '../features/home/routes/home-routes';
import { knowledgeRoutes } from '../features/knowledge/routes/knowledge-routes';
import { pageRoutes } from '../features/pages/routes/page-routes';
import { serviceRoutes } from '../features/service/routes/service-routes';
import { sitePageRoutes } from '../features/site-pages/routes/site-page-routes';
import { userRoutes } from '../features/user-center/routes/user-routes';
import { verifyRoutes } from '../features/verify-login/routes/verify-routes';
import { vipRoutes } from '../features/vip/routes/vip-routes';
import { allParts, type RouteFlags } from '../shared/routing/page-route';
import { pageText, productName, type PageId } from '../shared/strings/shell';

/**
 * Every page of the product, as each feature declares its routes (`features/<name>/routes/`):
 * a new page is one entry there and its component. The shell's parts per page are in each
 * entry's `flags` (docs/behaviour.md#routes).
 */
export const routeTable = [
  ...homeRoutes,
  ...verifyRoutes,
  ...sitePageRoutes,
  ...serviceRoutes,
  ...vipRoutes,
  ...companyRoutes,
  ...knowledgeRoutes,
  ...registerRoutes,
  ...pageRoutes,
  ...agentRoutes,
  ...userRoutes,
] as const;

/** Browser title after navigation: `易商云`, or `<page title>-易商云`. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle}-${productName}` : productName;
}

export function titleOf(page: PageId): string {
  return pageText[page].title;
}

/** Flags shown while no route matched yet (first paint) — the full shell. */
export const defaultFlags: RouteFlags = allParts;
