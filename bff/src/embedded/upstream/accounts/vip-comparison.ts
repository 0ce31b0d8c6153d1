import { LIMIT_LABELS, limitValue } from '@ysy/contracts/account/messages';
import { LIMIT_KINDS } from '@ysy/contracts/account/values';
import type { VipFeature, VipTier } from '@ysy/contracts/service/schemas';
import type { LevelEntitlements } from '../repositories/entitlements';

/**
 * The /vip comparison with the limits the server enforces: each tier gets its `limits`, and the
 * comparison one row per limit (关注企业, 单次导出 …), both read from vip_entitlements — the
 * table the checks read — so the page can never show another limit than the one applied.
 */
export function withEntitlements(
  vip: { tiers: VipTier[]; features: VipFeature[] },
  levels: readonly LevelEntitlements[],
): { tiers: VipTier[]; features: VipFeature[] } {
  const byLevel = new Map(levels.map((l) => [l.level, l.limits]));
  const tiers = vip.tiers.map((tier) => {
    const limits = byLevel.get(tier.level);
    return limits ? { ...tier, limits } : tier;
  });
  const rows = LIMIT_KINDS.map((kind) => ({
    name: LIMIT_LABELS[kind].name,
    values: vip.tiers.map((tier) => {
      const limits = byLevel.get(tier.level);
      return limits ? limitValue(kind, limits[kind]) : '—';
    }),
  }));
  return { tiers, features: [...vip.features, ...rows] };
}
