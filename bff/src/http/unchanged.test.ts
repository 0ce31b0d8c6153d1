import { routes } from '@ysy/contracts/routes';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import { describe, expect, it } from 'vitest';
import { isUnchanged } from './unchanged';

describe('isUnchanged', () => {
  it('is true when the contract keeps every field', () => {
    const input: unknown = JSON.parse(JSON.stringify(routeSamples.companySearch.reply));
    expect(isUnchanged(input, routes.companySearch.reply.parse(input))).toBe(true);
  });

  it('is false when a field was stripped, added or changed', () => {
    const input: unknown = JSON.parse(
      JSON.stringify({ ...routeSamples.getNav.reply, token: 'secret' }),
    );
    expect(isUnchanged(input, routes.getNav.reply.parse(input))).toBe(false);
    expect(isUnchanged({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(isUnchanged({ a: ' x ' }, { a: 'x' })).toBe(false);
    expect(isUnchanged([1, 2], [1])).toBe(false);
    expect(isUnchanged({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(isUnchanged(JSON.parse('{"__proto__":{"x":1}}'), {})).toBe(false);
  });
});
