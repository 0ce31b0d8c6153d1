import { describe, expect, it } from 'vitest';
import { sameOriginRedirectPath } from './redirect-target';
import { REDIRECT_BYPASSES } from './redirect-target.test-cases';

describe('sameOriginRedirectPath', () => {
  it.each(REDIRECT_BYPASSES.map((value) => [JSON.stringify(value), value]))(
    'refuses %s',
    (_label, value) => {
      expect(sameOriginRedirectPath(value)).toBeUndefined();
    },
  );

  it.each([
    ['/', '/'],
    ['/signverification', '/signverification'],
    ['/list?keyword=%E7%A7%91%E6%8A%80&page=2', '/list?keyword=%E7%A7%91%E6%8A%80&page=2'],
    ['/company/123', '/company/123'],
  ])('keeps the path %s', (value, expected) => {
    expect(sameOriginRedirectPath(value)).toBe(expected);
  });
});
