import { describe, expect, it } from 'vitest';
import { visibleEntries } from './collapsible-list';

const entries = [
  { name: '广东省' },
  { name: '北京市', clickMore: true },
  { name: '上海市' },
  { name: '浙江省' },
];

describe('visibleEntries', () => {
  it('shows the entries up to the clickMore mark while collapsed, all when expanded', () => {
    expect(visibleEntries(entries, false)).toEqual({ visible: entries.slice(0, 2), hasMore: true });
    expect(visibleEntries(entries, true)).toEqual({ visible: entries, hasMore: true });
  });

  it('shows a list without a mark whole, with no toggle', () => {
    const plain = [
      { name: 'a', clickMore: false },
      { name: 'b', clickMore: false },
    ];
    expect(visibleEntries(plain, false)).toEqual({ visible: plain, hasMore: false });
  });

  it('keeps a selected entry beyond the mark visible', () => {
    const { visible } = visibleEntries(entries, false, (e) => e.name === '浙江省');
    expect(visible.map((e) => e.name)).toEqual(['广东省', '北京市', '浙江省']);
  });
});
