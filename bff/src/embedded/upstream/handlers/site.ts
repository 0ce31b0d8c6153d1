import { routes } from '@ysy/contracts/routes';
import type { FooterGroup, NavCategory, NavChild } from '@ysy/contracts/nav/schemas';
import { contractRoute, type ContractRoute } from '../route-kit';
import type { UpstreamContext } from '../context';
import { listConsultants } from '../repositories/consultants';
import {
  footerLinks,
  navEntries,
  type FooterLinkRow,
  type NavEntry,
} from '../repositories/site-links';
import { CONSULTANTS_PER_PAGE } from '../seed/content';

/** The top menu, the footer links and the consultants: small tables read whole. */

function fields(row: NavEntry) {
  return {
    id: row.id,
    category_name: row.category_name,
    url: row.url,
    icon: row.icon,
    img: row.img,
    show: row.show,
    desc: row.desc,
  };
}

/** Builds the three-level menu: top items, their children, and the children's children. */
export function navTree(rows: readonly NavEntry[]): NavCategory[] {
  const childrenOf = new Map<number | null, NavEntry[]>();
  for (const row of rows) {
    const list = childrenOf.get(row.parent_id) ?? [];
    list.push(row);
    childrenOf.set(row.parent_id, list);
  }
  return (childrenOf.get(null) ?? []).map((top) => ({
    ...fields(top),
    children: (childrenOf.get(top.id) ?? []).map((child): NavChild => {
      const leaves = childrenOf.get(child.id);
      return leaves ? { ...fields(child), children: leaves.map(fields) } : fields(child);
    }),
  }));
}

/** Groups the footer links under their group, both in footer order. */
export function footerGroups(rows: readonly FooterLinkRow[]): FooterGroup[] {
  const groups: FooterGroup[] = [];
  const byId = new Map<number, FooterGroup>();
  for (const row of rows) {
    let group = byId.get(row.group_id);
    if (!group) {
      group = { category_name: row.group_name, children: [] };
      byId.set(row.group_id, group);
      groups.push(group);
    }
    group.children.push({ category_name: row.category_name, url: row.url });
  }
  return groups;
}

export function siteRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.getNav).handle(async () => ({
      code: 0,
      data: navTree(await navEntries(ctx.db)),
    })),
    contractRoute(routes.getBottom).handle(async () => {
      return { code: 0, data: footerGroups(await footerLinks(ctx.db)) };
    }),
    contractRoute(routes.customerServiceAll).handle(async ({ query }) => {
      const rows = await listConsultants(
        ctx.db,
        CONSULTANTS_PER_PAGE,
        (query.page - 1) * CONSULTANTS_PER_PAGE,
      );
      return { code: 0, data: { customerServiceAll: rows } };
    }),
  ];
}
