import { describe, expect, it } from 'vitest';
import { deltaMs, displayWidth, ms, percentOf, rps, table, times } from './report';

describe('table', () => {
  it('pads columns and aligns numbers right', () => {
    expect(
      table(
        ['name', 'n'],
        [
          ['a', '1'],
          ['bb', '100'],
        ],
      ),
    ).toBe(['| name |   n |', '|:-----|----:|', '| a    |   1 |', '| bb   | 100 |'].join('\n'));
  });
});

describe('formats', () => {
  it('formats figures and ratios', () => {
    expect(rps(12345.6)).toBe('12,346');
    expect(ms(0.4567)).toBe('0.46');
    expect(ms(45.67)).toBe('45.7');
    expect(ms(456.7)).toBe('457');
    expect(deltaMs(0.42)).toBe('+0.42');
    expect(deltaMs(-1.5)).toBe('−1.50');
    expect(percentOf(84, 100)).toBe('84%');
    expect(times(3, 2)).toBe('×1.50');
    expect(times(1, 0)).toBe('–');
  });
});

describe('displayWidth', () => {
  it('counts CJK characters as two columns', () => {
    expect(displayWidth('科技')).toBe(4);
    expect(displayWidth('a科（')).toBe(5);
    expect(displayWidth('×1.50 — met')).toBe(11);
  });
});
