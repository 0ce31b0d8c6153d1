import { describe, expect, it } from 'vitest';
import { oneOfParam, textParam, wholeParam } from './search-values';

describe('search param readers', () => {
  it('textParam trims and keeps a string within its length', () => {
    expect(textParam(' 科技 ', 50)).toBe('科技');
    expect(textParam('', 50)).toBe('');
    expect(textParam('', 20, 1)).toBeUndefined();
    expect(textParam('x'.repeat(51), 50)).toBeUndefined();
    expect(textParam('x'.repeat(50), 50)).toBe('x'.repeat(50));
    expect(textParam(123, 50)).toBeUndefined();
    expect(textParam(undefined, 50)).toBeUndefined();
  });

  it('wholeParam takes whole numbers in range, as strings or numbers', () => {
    expect(wholeParam('3', 1, 10)).toBe(3);
    expect(wholeParam(3, 1, 10)).toBe(3);
    expect(wholeParam('2.5', 1, 10)).toBeUndefined();
    expect(wholeParam('abc', 1, 10)).toBeUndefined();
    expect(wholeParam('0', 1, 10)).toBeUndefined();
    expect(wholeParam('11', 1, 10)).toBeUndefined();
    expect(wholeParam('Infinity', 1, Infinity)).toBeUndefined();
    expect(wholeParam(undefined, 1, 10)).toBeUndefined();
    expect(wholeParam(null, 0, 10)).toBeUndefined();
  });

  it('oneOfParam accepts only a listed value', () => {
    const sorts = ['relevance', 'capital_desc'] as const;
    expect(oneOfParam('capital_desc', sorts)).toBe('capital_desc');
    expect(oneOfParam('x', sorts)).toBeUndefined();
    expect(oneOfParam(1, sorts)).toBeUndefined();
  });
});
