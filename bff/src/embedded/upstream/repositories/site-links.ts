import type { Db } from '../../db/database';

/** SQL of the top menu (`nav_categories`) and the footer links: small tables read whole. */

/** A menu entry as the top bar reads it. */
export interface NavEntry {
  id: number;
  parent_id: number | null;
  category_name: string;
  url: string;
  icon: string;
  img: { url: string }[];
  show: 'h' | 'n' | '';
  desc: string;
}

export interface FooterLinkRow {
  group_id: number;
  group_name: string;
  category_name: string;
  url: string;
}

/** Every menu entry, in menu order. */
export async function navEntries(db: Db): Promise<NavEntry[]> {
  return db.query<NavEntry>(
    `SELECT id, parent_id, category_name, url, icon, img, show, "desc" FROM nav_categories ORDER BY sort, id`,
  );
}

/** Every footer link with its group, groups and links in footer order. */
export async function footerLinks(db: Db): Promise<FooterLinkRow[]> {
  return db.query<FooterLinkRow>(
    `SELECT g.id AS group_id, g.category_name AS group_name, l.category_name, l.url
       FROM footer_groups g JOIN footer_links l ON l.group_id = g.id
      ORDER BY g.sort, l.sort`,
  );
}
