import { describe, expect, it } from 'vitest';
import { parseUserSearch, userSearchOf } from './user-search';

describe('/user search params', () => {
  it('keeps a known tab and a page above 1, as the URL writes them', () => {
    expect(parseUserSearch({ tab: 'alerts', page: '3' })).toEqual({ tab: 'alerts', page: 3 });
    expect(parseUserSearch({ tab: 'orders', page: 2 })).toEqual({ tab: 'orders', page: 2 });
  });

  it('drops an unknown tab (the page shows 我的关注) and a page that is not a whole number above 1', () => {
    expect(parseUserSearch({ tab: 'settings' })).toEqual({});
    for (const page of ['0', '1', '-2', '2.5', 'x', '99999999999999999999', 1.5]) {
      expect(parseUserSearch({ tab: 'alerts', page })).toEqual({ tab: 'alerts' });
    }
  });

  it('writes a tab’s page without page 1', () => {
    expect(userSearchOf('watches')).toEqual({ tab: 'watches' });
    expect(userSearchOf('watches', 1)).toEqual({ tab: 'watches' });
    expect(userSearchOf('alerts', 4)).toEqual({ tab: 'alerts', page: 4 });
  });
});
