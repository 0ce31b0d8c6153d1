import { describe, expect, it } from 'vitest';
import { addDecimalStrings } from './add-decimal-strings';

describe('addDecimalStrings', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1', '2', '3'],
    ['1.5', '1.5', '3'],
    ['0.07', '0.03', '0.1'],
    ['123456789012345678901234567890.12', '0.88', '123456789012345678901234567891'],
    ['9007199254740993', '1', '9007199254740994'],
    ['-1.25', '0.25', '-1'],
    ['-0.1', '-0.2', '-0.3'],
    ['0.1', '-0.3', '-0.2'],
    ['5', '-5', '0'],
    ['.5', '1.', '1.5'],
    [' 2.50 ', '+0.5', '3'],
    ['0.000001', '0.000002', '0.000003'],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(addDecimalStrings(a, b)).toBe(sum);
  });

  it('rejects non-numbers', () => {
    expect(() => addDecimalStrings('abc', '1')).toThrow(TypeError);
    expect(() => addDecimalStrings('', '1')).toThrow(TypeError);
    expect(() => addDecimalStrings('1e5', '1')).toThrow(TypeError);
  });
});
