import { routeList, type RouteId } from '@ysy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mutations, upstreamSample } from '../testing/reply-mutations';
import { compileFastCheck } from '../testing/ajv-shortcut';
import { isUnchanged } from './unchanged';

/**
 * The shortcut must never accept what zod rejects or would change: for every route, its sample
 * reply and a few hundred mutations of it (every field removed, retyped, emptied, out of range,
 * an unknown key added at every level), "shortcut accepts" implies "zod accepts and returns the
 * value unchanged". Where the shortcut says no, the gateway asks zod, so the two together accept
 * and reject exactly what zod does, with zod's output.
 */

describe.each(routeList.map((def) => ({ id: def.id as RouteId, def })))('$id', ({ id, def }) => {
  const schema = def.upstreamReply ?? def.reply;
  const fast = compileFastCheck(schema);

  it('the shortcut accepts only what zod accepts and returns unchanged', () => {
    if (fast === undefined) return;
    const sample = upstreamSample(id, schema);
    let accepted = 0;
    for (const value of mutations(sample)) {
      // Through JSON and back, as a reply arrives.
      const json: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
      if (!fast(json)) continue;
      accepted++;
      const parsed = schema.safeParse(json);
      expect(parsed.success, JSON.stringify(json)).toBe(true);
      expect(isUnchanged(json, parsed.data), JSON.stringify(json)).toBe(true);
    }
    // Useful too: the sample itself takes the shortcut.
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('the shortcut on values JSON.parse can give but zod refuses', () => {
  it('refuses Infinity (1e999), an unknown key and a stripped-away field', () => {
    const schema = z.object({ code: z.literal(0), n: z.number(), s: z.string().optional() });
    const fast = compileFastCheck(schema);
    expect(fast?.(JSON.parse('{"code":0,"n":1}'))).toBe(true);
    expect(fast?.(JSON.parse('{"code":0,"n":1e999}'))).toBe(false);
    expect(schema.safeParse(JSON.parse('{"code":0,"n":1e999}')).success).toBe(false);
    expect(fast?.({ code: 0, n: 1, extra: true })).toBe(false);
  });

  it('tests patterns as zod does (no unicode flag), so a character outside the BMP is two', () => {
    const schema = z.object({ a: z.string().regex(/^.$/), b: z.string().regex(/^[^x]{2}$/) });
    const fast = compileFastCheck(schema);
    for (const value of [
      { a: '😀', b: 'ab' },
      { a: 'a', b: '😀' },
      { a: 'a', b: 'ab' },
    ]) {
      expect(fast?.(value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
    }
  });

  it('has no shortcut for a schema that transforms or refines, and stops a union there', () => {
    expect(
      compileFastCheck(z.object({ a: z.string().transform((s) => s.trim()) })),
    ).toBeUndefined();
    expect(compileFastCheck(z.object({ a: z.string().refine((s) => s !== 'x') }))).toBeUndefined();
    expect(compileFastCheck(z.object({ a: z.string().default('d') }))).toBeUndefined();
    const union = z.union([
      z.object({ code: z.literal(0) }),
      z.object({ code: z.number().refine((c) => c !== 0) }),
      z.object({ code: z.string() }),
    ]);
    const fast = compileFastCheck(union);
    expect(fast?.({ code: 0 })).toBe(true);
    // The third member comes after an impure one: zod decides.
    expect(fast?.({ code: 'x' })).toBe(false);
  });
});
