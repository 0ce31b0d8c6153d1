import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages';
import { messageOf } from '../common/zod-errors';
import { routeList } from '../routes';
import { LookupDetailsQuerySchema, LookupListQuerySchema } from './lookup-route';

describe('lookup calls', () => {
  it('all lists and details share one query shape', () => {
    const lookups = routeList.filter(
      (route) => route.origin === 'ours' && route.path.startsWith('/api/client/'),
    );
    const lists = lookups.filter((route) => route.path.endsWith('/list'));
    const details = lookups.filter((route) => route.path.endsWith('/details'));
    expect(lists).toHaveLength(8);
    expect(details).toHaveLength(6);
    for (const route of lists) expect(route.query, route.id).toBe(LookupListQuerySchema);
    for (const route of details) expect(route.query, route.id).toBe(LookupDetailsQuerySchema);
  });

  it('list query: optional keyword and eid, page from 1', () => {
    expect(LookupListQuerySchema.parse({})).toEqual({
      page: 1,
      keyword: undefined,
      eid: undefined,
    });
    expect(LookupListQuerySchema.parse({ keyword: ' 专利 ', page: '2', eid: '' })).toEqual({
      keyword: '专利',
      page: 2,
      eid: undefined,
    });
    const long = LookupListQuerySchema.safeParse({ keyword: '字'.repeat(51) });
    expect(long.success || messageOf(long.error)).toBe(messages.keywordTooLong);
  });

  it('details query: a positive whole id', () => {
    expect(LookupDetailsQuerySchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-3', '1.5', 'abc', undefined]) {
      const parsed = LookupDetailsQuerySchema.safeParse({ id });
      expect(parsed.success || messageOf(parsed.error)).toBe(messages.idInvalid);
    }
  });
});
