import type { Campaign } from '@ysy/contracts/service/campaign';
import type { Db } from '../../db/database';

/** SQL of `campaigns`: the campaign pages and the days they run. */

export async function findCampaign(db: Db, slug: string): Promise<Campaign | undefined> {
  const rows = await db.query<{
    slug: string;
    title: string;
    lead: string | null;
    sections: Campaign['sections'];
    starts_on: string;
    ends_on: string;
    action: Campaign['action'] | null;
  }>(
    `SELECT slug, title, lead, sections, starts_on::text AS starts_on, ends_on::text AS ends_on, action
       FROM campaigns WHERE slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    slug: row.slug,
    title: row.title,
    sections: row.sections,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    ...(row.lead === null ? {} : { lead: row.lead }),
    ...(row.action === null ? {} : { action: row.action }),
  };
}
