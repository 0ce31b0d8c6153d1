import type { Campaign } from '@ysy/contracts/service/campaign';
import type { Db } from '../../db/database';
import { withoutNulls } from './without-nulls';

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
    `SELECT slug, title, sections, starts_on::text AS starts_on, ends_on::text AS ends_on, lead, action
       FROM campaigns WHERE slug = $1`,
    [slug],
  );
  const row = rows[0];
  return row && withoutNulls(row);
}
