import { routes } from '@ysy/contracts/routes';
import type { FooterGroup, NavCategory, NavChild } from '@ysy/contracts/nav/schemas';
import type { Consultant } from '@ysy/contracts/consultant/schemas';
import { contractRoute, type ContractRoute } from '../route-kit';
import type { UpstreamContext } from '../context';
import { CONSULTANTS_PER_PAGE } from '../seed/content';

/** The top menu, the footer links and the consultants: small tables read whole. */

interface NavRow {
  id: number;
  parent_id: number | null;
  category_name: string;
  url: string;
  icon: string;
  img: { url: string }[];
  show: 'h' | 'n' | '';
  desc: string;
}

function fields(row: NavRow) {
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
export function navTree(rows: readonly NavRow[]): NavCategory[] {
  const childrenOf = new Map<number | null, NavRow[]>();
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

export function siteRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.getNav).handle(async () => {
      const rows = await ctx.db.query<NavRow>(
        `SELECT id, parent_id, category_name, url, icon, img, show, "desc" FROM nav_categories ORDER BY sort, id`,
      );
      return { code: 0, data: navTree(rows) };
    }),
    contractRoute(routes.getBottom).handle(async () => {
      const rows = await ctx.db.query<{
        group_id: number;
        group_name: string;
        category_name: string;
        url: string;
      }>(
        `SELECT g.id AS group_id, g.category_name AS group_name, l.category_name, l.url
           FROM footer_groups g JOIN footer_links l ON l.group_id = g.id
          ORDER BY g.sort, l.sort`,
      );
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
      return { code: 0, data: groups };
    }),
    contractRoute(routes.customerServiceAll).handle(async ({ query }) => {
      const rows = await ctx.db.query<Consultant>(
        `SELECT id, username, position, buphoto, qyh_qywx, areas_of_expertise, im_accid
           FROM consultants ORDER BY sort, id LIMIT $1 OFFSET $2`,
        [CONSULTANTS_PER_PAGE, (query.page - 1) * CONSULTANTS_PER_PAGE],
      );
      return { code: 0, data: { customerServiceAll: rows } };
    }),
  ];
}
