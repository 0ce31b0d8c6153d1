import { afterEach, describe, expect, it } from 'vitest';
import { forgetPendingWatch, rememberPendingWatch, takePendingWatch } from './pending-watch';

afterEach(() => sessionStorage.clear());

describe('the watch an anonymous 关注 leaves for after the login', () => {
  it('is taken once, by the company it was asked on', () => {
    rememberPendingWatch('E1');
    expect(takePendingWatch('E2')).toBe(false);
    expect(takePendingWatch('E1')).toBe(true);
    expect(takePendingWatch('E1')).toBe(false);
  });

  it('is gone once forgotten (the dialog closed without a login)', () => {
    rememberPendingWatch('E1');
    forgetPendingWatch();
    expect(takePendingWatch('E1')).toBe(false);
  });
});
