import { describe, expect, it } from 'vitest';
import { EMOJIS } from './emojis';

describe('emoji picker', () => {
  it('has 52 distinct emojis', () => {
    expect(EMOJIS).toHaveLength(52);
    expect(new Set(EMOJIS).size).toBe(52);
  });
});
