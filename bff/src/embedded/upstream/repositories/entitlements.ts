import type { VipLimits } from '@ysy/contracts/account/schemas';
import type { Db } from '../../db/database';

/** SQL of vip_entitlements: each level's limits, with the level's name from vip_tiers. */

export interface LevelEntitlements {
  level: number;
  name: string;
  limits: VipLimits;
}

export async function entitlementsByLevel(db: Db): Promise<LevelEntitlements[]> {
  const rows = await db.query<VipLimits & { level: number; name: string }>(
    `SELECT e.level, t.name, e.watched_companies, e.export_rows_per_file, e.export_rows_per_day,
            e.search_history_length
       FROM vip_entitlements e JOIN vip_tiers t ON t.level = e.level
      ORDER BY e.level`,
  );
  return rows.map(({ level, name, ...limits }) => ({ level, name, limits }));
}

/** The user's VIP level, the row locked until the transaction ends (see accounts/limits.ts). */
export async function lockUserLevel(tx: Db, userId: number): Promise<number | undefined> {
  const rows = await tx.query<{ vip_level: number }>(
    'SELECT vip_level FROM users WHERE id = $1 FOR NO KEY UPDATE',
    [userId],
  );
  return rows[0]?.vip_level;
}
