import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { MyOrder, MyData } from '@ysy/contracts/account/my-data';
import type { Db } from '../../db/database';

/**
 * A user's /buyfinance orders (service_orders.user_id, set when the order was sent signed in).
 * Orders are accounting records: deleting an account clears their user and keeps them.
 */

/** The order's columns as the contract names them; `o` is service_orders, `s` its offer. */
const ORDER_FIELDS = `o.order_no, s.name AS service, o.slug,
  coalesce((SELECT p->>'name' FROM jsonb_array_elements(s.plans) p
             WHERE p->>'code' = o.plan_code LIMIT 1), o.plan_code) AS plan,
  o.term_months, trim_scale(o.total)::text AS total, o.created_at`;

interface OrderRow {
  order_no: string;
  service: string;
  slug: string;
  plan: string;
  term_months: number;
  total: string;
  created_at: Date;
}

function toOrder(row: OrderRow): MyOrder {
  // No payment is taken online; a stored order waits for the consultant's call.
  return { ...row, status: 'received', created_at: row.created_at.toISOString() };
}

export async function countOrdersOfUser(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM service_orders WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

/** 我的订单: a page of the user's orders, newest first. */
export async function listOrdersOfUser(db: Db, userId: number, page: number): Promise<MyOrder[]> {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_FIELDS} FROM service_orders o JOIN service_offers s ON s.slug = o.slug
      WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
    [userId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return rows.map(toOrder);
}

interface OrderRecordRow extends OrderRow {
  extras: string[];
  contact_name: string;
  phone: string;
  company_name: string | null;
  note: string | null;
}

/** Every order of the user with the contact details given with it (下载我的数据). */
export async function ordersOfUser(db: Db, userId: number): Promise<MyData['orders']> {
  const rows = await db.query<OrderRecordRow>(
    `SELECT ${ORDER_FIELDS}, o.extras, o.contact_name, o.phone, o.company_name, o.note
       FROM service_orders o JOIN service_offers s ON s.slug = o.slug
      WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [userId],
  );
  return rows.map(({ company_name, note, extras, contact_name, phone, ...order }) => ({
    ...toOrder(order),
    extras,
    contact_name,
    phone,
    ...(company_name === null ? {} : { company_name }),
    ...(note === null ? {} : { note }),
  }));
}

/** Keeps the user's orders without the user (accounting keeps orders); returns how many. */
export async function detachOrdersOfUser(db: Db, userId: number): Promise<number> {
  const rows = await db.query(
    'UPDATE service_orders SET user_id = NULL WHERE user_id = $1 RETURNING id',
    [userId],
  );
  return rows.length;
}
