import type { NavCategory, NavChild } from '@ysy/contracts/nav/schemas';
import { describe, expect, it } from 'vitest';
import { entryCategories } from './entry-categories';

const fields = (id: number, url: string) => ({
  id,
  category_name: `c${id}`,
  url,
  icon: '',
  img: [],
  show: '' as const,
  desc: '',
});
const child = (id: number, url: string, children?: NavChild[]): NavChild => ({
  ...fields(id, url),
  ...(children ? { children: children.map(({ children: _, ...leaf }) => leaf) } : {}),
});
const item = (id: number, url: string, children: NavChild[] = []): NavCategory => ({
  ...fields(id, url),
  children,
});

describe('entryCategories', () => {
  it('drops home and the url-less QR item, and lifts nested children', () => {
    const nav = [
      item(1, '/'),
      item(2, '/ys', [child(3, '/ys'), child(4, '/buyfinance')]),
      item(5, '/trademarkone', [child(6, '/trademarkone', [child(7, '/brand'), child(8, '/x')])]),
      item(9, ''),
    ];
    const cards = entryCategories(nav);
    expect(cards.map((c) => c.id)).toEqual([2, 5]);
    expect(cards[1]?.children.map((c) => c.id)).toEqual([7, 8]);
  });
});
