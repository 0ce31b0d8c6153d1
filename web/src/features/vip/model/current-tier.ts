import type { VipTier } from '@ysy/contracts/service/schemas';

/**
 * The tier the user has: the one whose level equals the user's `vip_level`; a level the table
 * does not list counts as the highest tier at or below it, and no level as the lowest (free).
 */
export function currentTier(
  tiers: readonly VipTier[],
  level: number | undefined,
): VipTier | undefined {
  const sorted = [...tiers].sort((a, b) => a.level - b.level);
  if (level === undefined) return sorted[0];
  return sorted.filter((tier) => tier.level <= level).at(-1) ?? sorted[0];
}
