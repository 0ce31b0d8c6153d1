import { describe, expect, it } from 'vitest';
import { sameOriginRedirectPath } from './redirect-target';

/** Known open-redirect bypass forms (as the query value arrives, already percent-decoded once). */
export const REDIRECT_BYPASSES: readonly string[] = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '\t//evil.example',
  '/\r\n/evil.example',
  '/foo\r\nLocation: https://evil.example',
  'https:evil.example',
  'https://evil.example/',
  'http://evil.example',
  '//evil.example@site.invalid',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/.//evil.example',
  '/./\\evil.example',
  '/\u2215evil.example',
  '/\uff0fevil.example',
  '/\u2044evil.example',
  ' /path',
  'evil.example',
  '',
];

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
