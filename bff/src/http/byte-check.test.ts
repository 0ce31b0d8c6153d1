import { blankUnsafeLinks } from '@ysy/contracts/common/links';
import { isRecord } from '@ysy/contracts/common/is-record';
import { routeList, type RouteId } from '@ysy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mutations, upstreamSample } from '../testing/reply-mutations';
import { compileByteCheck, type ByteCheck } from './byte-check';
import { compileFastCheck, type FastCheck } from '../testing/ajv-shortcut';
import { utf8Text } from './utf8-text';

/**
 * The byte check must say yes only where the gateway's slower path (decode, JSON.parse, the ajv
 * shortcut, the link check) would send the upstream's bytes unchanged, and should say yes where
 * it does for well-formed replies. For every route: its sample and mutations, written compactly,
 * indented, and as PHP's json_encode writes (`\/` and `\uXXXX`), must get the same verdict and
 * code; and the sample's bytes with one byte replaced, dropped or inserted at every position must
 * never get a yes the slower path would not give.
 */

/** What the slower path does with these bytes: undefined when it would not send them as they are. */
function slowVerdict(
  bytes: Buffer,
  fast: FastCheck,
  links: boolean,
): { code: number | undefined } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(utf8Text(bytes));
  } catch {
    return undefined;
  }
  if (!fast(json)) return undefined;
  if (links && isRecord(json)) {
    let dropped = false;
    blankUnsafeLinks(structuredClone(json.data), () => {
      dropped = true;
    });
    if (dropped) return undefined;
  }
  return { code: isRecord(json) && typeof json.code === 'number' ? json.code : undefined };
}

/** JSON as PHP's json_encode writes it by default: `/` and every non-ASCII character escaped. */
function phpJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const WRITINGS: Array<[string, (value: unknown) => string]> = [
  ['compact', (value) => JSON.stringify(value) ?? 'null'],
  ['indented', (value) => ` \r\n${JSON.stringify(value, null, '\t') ?? 'null'}\n `],
  ['as PHP writes it', phpJson],
];

/** Bytes that change the meaning of a JSON text the most, put in place of or beside another. */
const INTERESTING = Buffer.from('"\\{}[],: 0-.e1atu/\u0000\u001f\u007f');
const NOT_UTF8 = 0xff;

function byteMutations(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at <= bytes.length; at++) {
    if (at < bytes.length) {
      out.push(Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)]));
      for (const c of [...INTERESTING, NOT_UTF8]) {
        if (c === bytes[at]) continue;
        const changed = Buffer.from(bytes);
        changed[at] = c;
        out.push(changed);
      }
    }
    for (const c of [0x22, 0x5c, 0x2c, 0x7d, 0x30]) {
      out.push(Buffer.concat([bytes.subarray(0, at), Buffer.from([c]), bytes.subarray(at)]));
    }
  }
  return out;
}

interface Case {
  id: RouteId;
  schema: z.ZodType;
  links: boolean;
  check: ByteCheck;
  fast: FastCheck;
}

const cases: Case[] = routeList.flatMap((def) => {
  // The login replies are parsed whole (their token is taken out): they have no byte check.
  if (def.upstreamReply !== undefined) return [];
  const check = compileByteCheck(def.reply, { links: def.serverLinks });
  const fast = compileFastCheck(def.reply);
  if (check === undefined || fast === undefined) return [];
  return [{ id: def.id as RouteId, schema: def.reply, links: def.serverLinks, check, fast }];
});

describe('every route with a reply shortcut has a byte check', () => {
  it('covers the routes the ajv shortcut covers, but the login replies', () => {
    const withShortcut = routeList.filter(
      (def) => def.upstreamReply === undefined && compileFastCheck(def.reply) !== undefined,
    );
    expect(cases.map((c) => c.id)).toEqual(withShortcut.map((def) => def.id));
    expect(cases.length).toBeGreaterThan(30);
  });
});

/** Broken bytes that still got a yes, over every route: the test below must not pass vacuously. */
let brokenAccepted = 0;

describe.each(cases)('$id', ({ id, schema, links, check, fast }) => {
  it('gives the slower path’s verdict and code on the sample and its mutations, however written', () => {
    let accepted = 0;
    for (const value of mutations(upstreamSample(id, schema))) {
      for (const [name, write] of WRITINGS) {
        const bytes = Buffer.from(write(value));
        const expected = slowVerdict(bytes, fast, links);
        expect(check(bytes), `${name}: ${bytes.toString()}`).toEqual(expected);
        if (expected !== undefined) accepted++;
      }
    }
    expect(accepted).toBeGreaterThan(0);
  });

  it('never says yes to broken bytes the slower path would not send as they are', () => {
    const sample = Buffer.from(JSON.stringify(upstreamSample(id, schema)));
    for (const bytes of byteMutations(sample)) {
      const verdict = check(bytes);
      if (verdict === undefined) continue;
      brokenAccepted++;
      expect(verdict, bytes.toString('latin1')).toEqual(slowVerdict(bytes, fast, links));
    }
  });
});

describe('the broken bytes', () => {
  it('include many the check accepts (a digit in a number, a letter in a string)', () => {
    expect(brokenAccepted).toBeGreaterThan(1000);
  });
});

describe('the byte check on what JSON allows and refuses', () => {
  const schema = z.union([
    z.object({
      code: z.literal(0),
      n: z.number(),
      i: z.number().int().min(0),
      s: z.string().optional(),
      e: z.enum(['在业', 'h']).optional(),
      d: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
      list: z.array(z.object({ url: z.string() })).optional(),
    }),
    z.object({ code: z.number(), msg: z.string() }),
  ]);
  const check = compileByteCheck(schema, { links: true });
  const yes = (text: string) => check?.(Buffer.from(text)) !== undefined;

  it('reads the reply and its code', () => {
    expect(check?.(Buffer.from('{"code":0,"n":1.5,"i":3}'))).toEqual({ code: 0 });
    expect(check?.(Buffer.from('{"code":-12,"msg":"x"}'))).toEqual({ code: -12 });
    expect(check?.(Buffer.from('{"code":1e2,"msg":"x"}'))).toEqual({ code: 100 });
    expect(check?.(Buffer.from('{"code":0,"msg":"x"}'))).toEqual({ code: 0 });
  });

  it('follows the JSON grammar', () => {
    expect(yes(' {"code" : 0 , "n" : 1 , "i" : 0 }\n')).toBe(true);
    for (const bad of [
      '{"code":0,"n":01,"i":0}',
      '{"code":0,"n":1.,"i":0}',
      '{"code":0,"n":.5,"i":0}',
      '{"code":0,"n":+1,"i":0}',
      '{"code":0,"n":-,"i":0}',
      '{"code":0,"n":1,"i":0,}',
      '{"code":0,"n":1,"i":0} x',
      '{"code":0,"n":1,"i":0}{}',
      '\ufeff{"code":0,"n":1,"i":0}',
      '{"code":0,"n":1,"i":0,"s":"a\u0001"}',
      '{"code":0,"n":1,"i":0,"s":"\\x41"}',
      '{"code":0,"n":1,"i":0,"s":"\\u12"}',
      '{"code":0,"n":1,"i":0,"s":"open}',
      "{'code':0,'n':1,'i':0}",
    ]) {
      expect(yes(bad), bad).toBe(false);
      expect(() => JSON.parse(bad), bad).toThrow();
    }
  });

  it('checks what the schema checks', () => {
    expect(yes('{"code":0,"n":1e999,"i":0}')).toBe(false); // Infinity
    expect(yes('{"code":0,"n":1,"i":-1}')).toBe(false);
    expect(yes('{"code":0,"n":1,"i":1.5}')).toBe(false);
    expect(yes('{"code":0,"n":1,"i":1.0}')).toBe(true); // JSON.parse gives 1
    expect(yes('{"code":0,"n":1,"i":9007199254740993}')).toBe(false);
    expect(yes('{"code":0,"n":1,"i":0,"e":"在业"}')).toBe(true);
    expect(yes('{"code":0,"n":1,"i":0,"e":"\\u5728\\u4e1a"}')).toBe(true);
    expect(yes('{"code":0,"n":1,"i":0,"e":"注销"}')).toBe(false);
    expect(yes('{"code":0,"n":1,"i":0,"d":"2024"}')).toBe(true);
    expect(yes('{"code":0,"n":1,"i":0,"d":"24"}')).toBe(false);
    expect(yes('{"code":0,"n":1}')).toBe(false); // i is required
    expect(yes('{"code":0,"n":1,"i":0,"extra":1}')).toBe(false); // zod strips it
    expect(yes('{"code":0,"n":1,"i":0,"\\u0073":"x"}')).toBe(false); // an escaped key: not read
    // A repeated key: JSON.parse keeps the last, both must pass.
    expect(yes('{"code":0,"n":1,"i":0,"i":2}')).toBe(true);
    expect(yes('{"code":0,"n":1,"i":-5,"i":2}')).toBe(false);
  });

  it('says no to a link the gateway would blank, and yes to a safe one', () => {
    const withLink = (url: string) => `{"code":0,"n":1,"i":0,"list":[{"url":${url}}]}`;
    for (const safe of ['""', '"/vip"', '"\\/vip"', '"https://example.com/a"']) {
      expect(yes(withLink(safe)), safe).toBe(true);
    }
    for (const unsafe of [
      '"javascript:alert(1)"',
      '"//evil.example"',
      '"\\/\\/evil.example"',
      '"/\\\\evil.example"',
      '"/a\u007f"',
      '"/a\\u007f"',
    ]) {
      expect(yes(withLink(unsafe)), unsafe).toBe(false);
    }
  });

  it('leaves a reply that is not UTF-8 to the slower path', () => {
    const text = Buffer.from('{"code":0,"n":1,"i":0,"s":"科技"}');
    expect(check?.(text)).toEqual({ code: 0 });
    // A lead byte of a three-byte character right before the closing quote.
    const broken = Buffer.concat([
      Buffer.from('{"code":0,"n":1,"i":0,"s":"科'),
      Buffer.from([0xe7]),
      Buffer.from('"}'),
    ]);
    expect(check?.(broken)).toBeUndefined();
    expect(JSON.parse(broken.toString('utf8'))).toMatchObject({ s: '科\ufffd' });
  });

  it('gives the same verdict whatever order the keys came in before', () => {
    const orders = [
      '{"i":0,"n":1,"code":0}',
      '{"code":0,"n":1,"i":0}',
      '{"n":1,"code":0,"i":0,"s":"x"}',
      '{"i":0,"n":1,"code":0}',
    ];
    for (const text of orders) expect(yes(text), text).toBe(true);
    expect(yes('{"i":0,"n":1,"code":0,"other":1}')).toBe(false);
    expect(yes('{"i":0,"code":0}')).toBe(false);
  });

  it('leaves a part it does not read on the bytes to zod, and a union with such a member', () => {
    // A loose object keeps unknown keys: not read on the bytes; zod decides and blanks its links.
    const loose = z.object({ code: z.literal(0), data: z.looseObject({ url: z.string() }) });
    const looseCheck = compileByteCheck(loose, { links: true });
    const reply = (url: string) => Buffer.from(`{"code":0,"data":{"url":"${url}","more":1}}`);
    expect(looseCheck?.(reply('/vip'))).toBeUndefined();
    expect(looseCheck?.(reply('javascript:alert(1)'))).toBeUndefined();
    const union = z.union([z.looseObject({ a: z.string() }), z.object({ a: z.string() })]);
    expect(compileByteCheck(union, { links: false })?.(Buffer.from('{"a":"x"}'))).toBeUndefined();
  });

  it('reads string lengths in code points, boolean constants and integers written as decimals', () => {
    const leaves = z.object({
      s: z.string().min(2).max(3),
      f: z.literal(false),
      i: z.number().int(),
    });
    const leafCheck = compileByteCheck(leaves, { links: false });
    const ok = (text: string) => leafCheck?.(Buffer.from(text)) !== undefined;
    expect(ok('{"s":"ab","f":false,"i":1e2}')).toBe(true);
    expect(ok('{"s":"\\u00e9\\u00e9\\u00e9","f":false,"i":1}')).toBe(true);
    expect(ok('{"s":"😀","f":false,"i":1}')).toBe(false); // one code point
    expect(ok('{"s":"abcd","f":false,"i":1}')).toBe(false);
    expect(ok('{"s":"ab","f":true,"i":1}')).toBe(false);
    expect(ok('{"s":"ab","f":false,"i":1.5e0}')).toBe(false);
    expect(ok('{"s":"ab","f":false,"i":1e400}')).toBe(false); // Infinity
  });

  it('has no byte check where the ajv shortcut has none', () => {
    expect(
      compileByteCheck(z.object({ a: z.string().transform((s) => s.trim()) }), { links: false }),
    ).toBeUndefined();
  });
});
