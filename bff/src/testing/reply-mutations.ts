import { isRecord } from '@ysy/contracts/common/is-record';
import type { RouteId } from '@ysy/contracts/routes';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import type { z } from 'zod';

/**
 * Replies to try a reply check on: a route's sample as its upstream sends it, and a few hundred
 * mutations of it (every field removed, retyped, emptied, out of range, an unknown key added at
 * every level). Used by the checks that must accept only what zod accepts unchanged.
 */

export const REPLACEMENTS: unknown[] = [
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
  // Numbers JSON writes with an exponent, and text JSON must escape.
  1e21,
  1e-7,
  'a"b\\c\n\u0001',
  // Links: unsafe ones are blanked by the gateway, safe ones are not.
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  '/ok\u007f',
  'https://example.com/a?b=c',
  '/vip',
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
export function mutations(sample: unknown): unknown[] {
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
export function upstreamSample(id: RouteId, schema: z.ZodType): unknown {
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
