import type { VipTier } from '@ysy/contracts/service/schemas';
import { describe, expect, it } from 'vitest';
import { currentTier } from './current-tier';

const tier = (level: number): VipTier => ({
  level,
  name: `L${level}`,
  price: '0',
  period: '年',
  desc: '',
  benefits: [],
});
const tiers = [tier(2), tier(0), tier(1)];

describe('currentTier', () => {
  it.each([
    [undefined, 'L0'],
    [0, 'L0'],
    [1, 'L1'],
    [2, 'L2'],
    [7, 'L2'],
  ])('level %s → %s', (level, name) => expect(currentTier(tiers, level)?.name).toBe(name));
});
