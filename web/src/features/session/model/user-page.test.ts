import { describe, expect, it } from 'vitest';
import { userPageHref } from './user-page';

describe('个人中心 in the user menu', () => {
  it("leads to the user's own page when the app has one", () => {
    expect(userPageHref({ '/': {}, '/vip': {}, '/user': {} })).toBe('/user');
  });

  it('leads nowhere while the app has no user page (not to /vip, which is not the user)', () => {
    expect(userPageHref({ '/': {}, '/vip': {} })).toBeUndefined();
    // An inherited key is not a route.
    expect(userPageHref(Object.create({ '/user': {} }) as object)).toBeUndefined();
  });
});
