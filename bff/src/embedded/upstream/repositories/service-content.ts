import type {
  Extra,
  Plan,
  ServiceOffer,
  ServiceSummary,
  SitePage,
  VipFeature,
  VipTier,
} from '@ysy/contracts/service/schemas';
import type { Db } from '../../db/database';
import { withoutNulls } from './without-nulls';

/**
 * SQL of the service pages: offers, VIP tiers, site pages (read) and order requests and contact
 * messages (write). Handlers only map these to the contracts.
 */

interface OfferRow {
  slug: string;
  service_id: number;
  name: string;
  url: string;
  hot: boolean;
  headline: string;
  intro: string;
  highlights: string[];
  stats: { value: string; label: string }[];
  included: ServiceOffer['included'];
  steps: ServiceOffer['steps'];
  plans: Plan[];
  extras: Extra[];
  faqs: ServiceOffer['faqs'];
}

const OFFER_COLUMNS =
  'slug, service_id, name, url, hot, headline, intro, highlights, stats, included, steps, plans, extras, faqs';

export async function findOffer(db: Db, slug: string): Promise<ServiceOffer | undefined> {
  const rows = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM service_offers WHERE slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    slug: row.slug,
    service_id: row.service_id,
    name: row.name,
    headline: row.headline,
    intro: row.intro,
    highlights: row.highlights,
    stats: row.stats,
    included: row.included,
    steps: row.steps,
    plans: row.plans,
    extras: row.extras,
    faqs: row.faqs,
  };
}

/** The lowest non-zero price of a plan list, compared as numbers and returned as written. */
export function lowestPrice(plans: readonly Plan[]): string | undefined {
  let best: string | undefined;
  for (const plan of plans) {
    for (const { price } of plan.prices) {
      if (Number(price) > 0 && (best === undefined || Number(price) < Number(best))) best = price;
    }
  }
  return best;
}

export async function listOffers(db: Db): Promise<ServiceSummary[]> {
  const rows = await db.query<
    Pick<OfferRow, 'slug' | 'service_id' | 'name' | 'url' | 'hot' | 'headline' | 'plans'>
  >(
    'SELECT slug, service_id, name, url, hot, headline, plans FROM service_offers ORDER BY sort, slug',
  );
  return rows.map((row) => {
    const priceFrom = lowestPrice(row.plans);
    return {
      slug: row.slug,
      service_id: row.service_id,
      name: row.name,
      headline: row.headline,
      url: row.url,
      hot: row.hot,
      ...(priceFrom === undefined ? {} : { price_from: priceFrom }),
    };
  });
}

export interface NewOrder {
  orderNo: string;
  slug: string;
  planCode: string;
  termMonths: number;
  extras: string[];
  prices: string[];
  contactName: string;
  phone: string;
  companyName: string | undefined;
  note: string | undefined;
  ip: string;
  userId: number | undefined;
  createdAt: Date;
}

/**
 * Stores an order request; the total is the database's exact decimal sum of `prices` (no binary
 * floating point on money). Returns that total as text with two decimals.
 */
export async function insertOrder(db: Db, order: NewOrder): Promise<string> {
  const rows = await db.query<{ total: string }>(
    `INSERT INTO service_orders
       (order_no, slug, plan_code, term_months, extras, total, contact_name, phone, company_name, note, ip, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5::text[], (SELECT COALESCE(sum(p::numeric), 0) FROM unnest($6::text[]) AS p),
             $7, $8, $9, $10, $11, $12, $13)
     RETURNING trim_scale(total)::text AS total`,
    [
      order.orderNo,
      order.slug,
      order.planCode,
      order.termMonths,
      order.extras,
      order.prices,
      order.contactName,
      order.phone,
      order.companyName ?? null,
      order.note ?? null,
      order.ip,
      order.userId ?? null,
      order.createdAt,
    ],
  );
  const total = rows[0]?.total;
  if (total === undefined) throw new Error('order insert returned no total');
  return total;
}

export interface NewContactMessage {
  topic: string;
  name: string;
  phone: string;
  message: string;
  ip: string;
  userId: number | undefined;
  createdAt: Date;
}

export async function insertContactMessage(db: Db, msg: NewContactMessage): Promise<void> {
  await db.query(
    `INSERT INTO contact_messages (topic, name, phone, message, ip, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [msg.topic, msg.name, msg.phone, msg.message, msg.ip, msg.userId ?? null, msg.createdAt],
  );
}

export async function vipTiersAndFeatures(
  db: Db,
): Promise<{ tiers: VipTier[]; features: VipFeature[] }> {
  const tiers = await db.query<{
    level: number;
    name: string;
    price: string;
    period: string;
    description: string;
    benefits: string[];
    recommended: boolean;
  }>(
    `SELECT level, name, price::text AS price, period, description, benefits, recommended
       FROM vip_tiers ORDER BY level`,
  );
  const features = await db.query<{ name: string; tier_values: string[] }>(
    'SELECT name, tier_values FROM vip_features ORDER BY id',
  );
  return {
    tiers: tiers.map((t) => ({
      level: t.level,
      name: t.name,
      // numeric(12,2) prints "299.00"; the page shows whole yuan as "299".
      price: t.price.replace(/\.00$/, ''),
      period: t.period,
      desc: t.description,
      benefits: t.benefits,
      recommended: t.recommended,
    })),
    features: features.map((f) => ({ name: f.name, values: f.tier_values })),
  };
}

export async function findSitePage(db: Db, slug: string): Promise<SitePage | undefined> {
  const rows = await db.query<{
    slug: string;
    title: string;
    lead: string | null;
    sections: SitePage['sections'];
    facts: NonNullable<SitePage['facts']>;
    revised_on: string | null;
  }>('SELECT slug, title, sections, facts, lead, revised_on FROM site_pages WHERE slug = $1', [
    slug,
  ]);
  const row = rows[0];
  return row && withoutNulls(row);
}
