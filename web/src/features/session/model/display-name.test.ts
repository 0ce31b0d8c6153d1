import { describe, expect, it } from 'vitest';
import { displayName, truncateName } from './display-name';

describe('truncateName', () => {
  it.each([
    ['', ''],
    ['王', '王'],
    ['王小明', '王小明'],
    ['欧阳小明子', '欧阳小明子'],
    ['欧阳小明子哥', '欧阳小明…'],
    ['abcdef', 'abcd…'],
    ['𠀀𠀁𠀂𠀃𠀄𠀅', '𠀀𠀁𠀂𠀃…'],
  ])('%s → %s', (name, shown) => {
    expect(truncateName(name)).toBe(shown);
  });
});

describe('displayName', () => {
  it('prefers the nickname and falls back to the name', () => {
    expect(displayName({ nickname: '小明', name: '王小明' })).toBe('小明');
    expect(displayName({ nickname: '', name: '诸葛孔明先生' })).toBe('诸葛孔明…');
    expect(displayName({ nickname: '  ', name: '王五' })).toBe('王五');
  });
});
