import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { IDEMPOTENT_ROUTES, IdempotencyKeySchema, takesIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('accepts what the page sends (a UUID) and refuses anything else', () => {
    expect(IdempotencyKeySchema.safeParse(crypto.randomUUID()).success).toBe(true);
    expect(IdempotencyKeySchema.safeParse('A'.repeat(64)).success).toBe(true);
    for (const bad of ['', 'short', 'A'.repeat(65), 'abcdefgh ijklmnopq', '键'.repeat(20)]) {
      const parsed = IdempotencyKeySchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/请求编号/);
    }
  });

  it('is taken by writes that store a row, which go to the upstream with a body', () => {
    expect(IDEMPOTENT_ROUTES).toEqual(
      expect.arrayContaining(['publishDemand', 'serviceOrder', 'contactMessage']),
    );
    for (const id of IDEMPOTENT_ROUTES) {
      const route = routes[id];
      expect([route.method, route.host, route.sideEffect, route.body !== undefined], id).toEqual([
        'POST',
        'upstream',
        true,
        true,
      ]);
    }
    expect(takesIdempotencyKey('getNav')).toBe(false);
    expect(takesIdempotencyKey('verifyPhoneLogin')).toBe(false);
  });
});
