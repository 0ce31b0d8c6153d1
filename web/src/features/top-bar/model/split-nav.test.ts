import { describe, expect, it } from 'vitest';
import type { NavCategory } from '@ysy/contracts/nav/schemas';
import { splitNav } from './split-nav';

const item = (id: number, url: string, extra: Partial<NavCategory> = {}): NavCategory => ({
  id,
  category_name: `item${id}`,
  url,
  icon: '',
  img: [],
  show: '',
  desc: '',
  children: [],
  ...extra,
});

describe('splitNav', () => {
  it('takes the mobile and VIP items out of the menu, keeping server indexes', () => {
    const mobile = item(7, '', { img: [{ url: '/uploads/qr/mobile.png' }] });
    const vip = item(6, '/vip', { show: 'n' });
    const split = splitNav([item(1, '/'), item(2, '/ys'), vip, item(4, '/x'), mobile]);
    expect(split.mobile).toBe(mobile);
    expect(split.vip).toBe(vip);
    expect(split.menu.map(({ item: i, index }) => [i.id, index])).toEqual([
      [1, 0],
      [2, 1],
      [4, 3],
    ]);
  });

  it('leaves a menu without such items alone', () => {
    const child = {
      id: 3,
      category_name: '会员权益',
      url: '/vip',
      icon: '',
      img: [],
      show: '' as const,
      desc: '',
    };
    const split = splitNav([item(1, '/'), item(2, '/vip', { children: [child] })]);
    expect(split.mobile).toBeUndefined();
    expect(split.vip).toBeUndefined();
    expect(split.menu).toHaveLength(2);
  });
});
