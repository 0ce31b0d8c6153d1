import { isRecord } from '@ysy/contracts/common/is-record';
import { routeList, type RouteId } from '@ysy/contracts/routes';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFastCheck } from './fast-check';
import { isUnchanged } from './unchanged';

/**
 * The shortcut must never accept what zod rejects or would change: for every route, its sample
 * reply and a few hundred mutations of it (every field removed, retyped, emptied, out of range,
 * an unknown key added at every level), "shortcut accepts" implies "zod accepts and returns the
 * value unchanged". Where the shortcut says no, the gateway asks zod, so the two together accept
 * and reject exactly what zod does, with zod's output.
 */

const REPLACEMENTS: unknown[] = [
  null,
  '',
  'x',
  0,
  -1,
  1.5,
  2 ** 53 + 2,
  Number.POSITIVE_INFINITY,
  true,
  [],
  {},
  [1],
  { code: 0 },
  // Characters outside the BMP: one code point, two UTF-16 units (lengths and patterns differ).
  '😀',
  '😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀',
];

type Path = Array<string | number>;

function paths(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...prefix, i])));
  else if (isRecord(value))
    for (const key of Object.keys(value)) out.push(...paths(value[key], [...prefix, key]));
  return out;
}

function edit(value: unknown, path: Path, change: (parent: unknown, key: string | number) => void) {
  const copy: unknown = structuredClone(value);
  let node = copy;
  for (const key of path.slice(0, -1)) node = Reflect.get(node as object, key);
  const last = path[path.length - 1];
  if (last !== undefined) change(node, last);
  return copy;
}

/** The sample and its mutations: each field deleted or replaced, an unknown key everywhere. */
function mutations(sample: unknown): unknown[] {
  const out: unknown[] = [sample, ...REPLACEMENTS];
  for (const path of paths(sample)) {
    if (path.length > 0) {
      out.push(edit(sample, path, (parent, key) => Reflect.deleteProperty(parent as object, key)));
      for (const to of REPLACEMENTS) {
        out.push(edit(sample, path, (parent, key) => Reflect.set(parent as object, key, to)));
      }
    }
    const target = path.reduce<unknown>((node, key) => Reflect.get(node as object, key), sample);
    if (isRecord(target)) {
      const extra = structuredClone(sample);
      const node = path.reduce<unknown>((n, key) => Reflect.get(n as object, key), extra);
      Reflect.set(node as object, 'unexpected_field', 1);
      out.push(extra);
    }
    if (Array.isArray(target)) {
      out.push(edit(sample, [...path, 0], (parent) => (parent as unknown[]).push('stray')));
      out.push(edit(sample, [...path, 0], (parent) => (parent as unknown[]).splice(0)));
    }
  }
  return out;
}

/**
 * What the upstream sends: the browser's sample, plus the token for the login replies (and the
 * chat account's token, which the browser never gets).
 */
function upstreamSample(id: RouteId, schema: z.ZodType): unknown {
  const reply: unknown = structuredClone(routeSamples[id].reply);
  if (schema.safeParse(reply).success) return reply;
  if (isRecord(reply) && isRecord(reply.data)) {
    reply.data.token = 'tok-123';
    if (schema.safeParse(reply).success) return reply;
    delete reply.data.token;
    for (const key of ['imAccount', 'account']) {
      const im = reply.data[key];
      if (isRecord(im)) im.im_token = 'im-tok';
    }
    if (schema.safeParse(reply).success) return reply;
    reply.data.token = 'tok-123';
  }
  return reply;
}

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
