import { describe, expect, it } from 'vitest';
import { withoutNulls } from './without-nulls';

describe('withoutNulls', () => {
  it('leaves out NULL columns and keeps the rest, falsy values included, in order', () => {
    const row = { slug: 'ta', lead: null, sections: [], count: 0, note: '', action: null };
    const mapped = withoutNulls(row);
    expect(mapped).toStrictEqual({ slug: 'ta', sections: [], count: 0, note: '' });
    expect('lead' in mapped).toBe(false);
    expect(Object.keys(mapped)).toEqual(['slug', 'sections', 'count', 'note']);
  });

  it('keeps a nullable column that holds a value', () => {
    const row: { title: string; lead: string | null } = { title: '关于我们', lead: '导语' };
    expect(withoutNulls(row)).toStrictEqual({ title: '关于我们', lead: '导语' });
  });
});
