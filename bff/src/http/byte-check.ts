import { blankUnsafeLinks, isSafeLink } from '@ysy/contracts/common/links';
import { isUtf8 } from 'node:buffer';
import { compileSchemaCheck, shortcutSchema } from './fast-check';
import type { z } from 'zod';

/**
 * The shortcut of `fast-check.ts`, read straight from the upstream's bytes: it recognises a reply
 * that zod would accept and return unchanged without decoding the text, building the value with
 * JSON.parse or walking it again for links. Most of an unseen reply's cost in the gateway is that
 * decoding and parsing (measured on the menu: decode 4.5 µs, JSON.parse 15 µs, the compiled check
 * 0.7 µs, the link check 3 µs); reading the bytes once against the schema costs a fraction of it.
 *
 * It is compiled from the same JSON Schema as the ajv shortcut (the contract's pure part, every
 * object closed), and it is sound the same way: when it says yes, the bytes are one JSON text
 * (RFC 8259 grammar, nothing before or after but whitespace) whose value the ajv shortcut accepts,
 * and no `url` field holds a link the gateway would blank. It may say no to a reply the slower
 * path accepts (an escaped key, an exponent, a structure it does not compile): then the gateway
 * decodes, parses and validates as before. Structure (objects, arrays, unions) and the common
 * leaves (plain strings, numbers in a range, booleans, null, string enums, the links) are checked
 * on the bytes; a pattern is tested on its string alone; any other part of the schema is cut out
 * of the text, parsed alone, and given to ajv compiled from that part of the schema.
 *
 * `byte-check.test.ts` checks, for every route's samples and their mutations, as compact JSON, as
 * PHP writes it (`\/`, `\uXXXX`) and with bytes flipped, dropped and inserted, that a yes here is
 * a yes from JSON.parse and the ajv shortcut, and that well-formed replies get the same verdict.
 */

export interface ByteVerdict {
  /** The reply's top-level `code` when it is a number (what the gateway's limits and log use). */
  code: number | undefined;
}

export type ByteCheck = (bytes: Buffer) => ByteVerdict | undefined;

export interface ByteCheckOptions {
  /** Refuse (leave to the gateway's link check) any `url` string that is neither '' nor safe. */
  links: boolean;
}

/** Reads one value at `at` (no whitespace before it) and returns the index after it, or -1. */
type Node = (b: Buffer, at: number) => number;

type Json = Record<string, unknown>;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const SLASH = 0x2f;
const DELETE = 0x7f;
/** Deeper than any contract; a generic value nested deeper is left to the slower path. */
const MAX_SKIP_DEPTH = 64;
/** Integers of at most 15 digits are exact in a double and within ±(2^53 − 1). */
const SAFE_DIGITS = 15;

// Set by the scanners for the caller that just called them (single-threaded, no re-entrance).
/** Whether the last string scanned had an escape. */
let escaped = false;
/** Whether the last number scanned was an integer without fraction or exponent, and its value. */
let plainInteger = false;
let integerValue = 0;
/** The top-level `code` of the reply being checked. */
let rootCode: number | undefined;

function skipSpace(b: Buffer, i: number): number {
  const n = b.length;
  while (i < n) {
    const c = b[i];
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else break;
  }
  return i;
}

function isHex(c: number | undefined): boolean {
  return (
    c !== undefined &&
    ((c >= ZERO && c <= NINE) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))
  );
}

/** A JSON string at `i` (its opening quote): the index after its closing quote, or -1. */
function scanString(b: Buffer, i: number): number {
  const n = b.length;
  escaped = false;
  i++;
  while (i < n) {
    const c = b[i] as number;
    // A character of more than one byte is stepped over whole: the reply is valid UTF-8 (checked
    // first), so the bytes after a lead byte are continuation bytes, never a quote or backslash.
    // Chinese text is three bytes a character.
    if (c >= 0xc0) {
      i += c >= 0xe0 ? (c >= 0xf0 ? 4 : 3) : 2;
      continue;
    }
    // Letters, digits and punctuation but the three bytes that end, escape or break a string.
    if (c > BACKSLASH || (c >= 0x20 && c !== QUOTE && c !== BACKSLASH)) {
      i++;
      continue;
    }
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      escaped = true;
      if (i + 1 >= n) return -1;
      const e = b[i + 1];
      if (e === 0x75 /* u */) {
        if (!isHex(b[i + 2]) || !isHex(b[i + 3]) || !isHex(b[i + 4]) || !isHex(b[i + 5])) return -1;
        i += 6;
      } else if (
        e === QUOTE ||
        e === BACKSLASH ||
        e === SLASH ||
        e === 0x62 /* b */ ||
        e === 0x66 /* f */ ||
        e === 0x6e /* n */ ||
        e === 0x72 /* r */ ||
        e === 0x74 /* t */
      ) {
        i += 2;
      } else {
        return -1;
      }
    } else if (c < 0x20) {
      return -1;
    } else {
      i++;
    }
  }
  return -1;
}

function isDigit(c: number | undefined): boolean {
  return c !== undefined && c >= ZERO && c <= NINE;
}

/** A JSON number at `i`: the index after it, or -1 (`01`, `1.`, `.5`, `+1` are not JSON). */
function scanNumber(b: Buffer, i: number): number {
  const n = b.length;
  let negative = false;
  if (b[i] === MINUS) {
    negative = true;
    i++;
  }
  const first = i;
  if (b[i] === ZERO) {
    i++;
  } else if (isDigit(b[i])) {
    while (i < n && isDigit(b[i])) i++;
  } else {
    return -1;
  }
  const digits = i - first;
  plainInteger = true;
  if (b[i] === DOT) {
    plainInteger = false;
    i++;
    if (!isDigit(b[i])) return -1;
    while (i < n && isDigit(b[i])) i++;
  }
  const e = b[i];
  if (e === 0x65 || e === 0x45) {
    plainInteger = false;
    i++;
    if (b[i] === 0x2b || b[i] === MINUS) i++;
    if (!isDigit(b[i])) return -1;
    while (i < n && isDigit(b[i])) i++;
  }
  if (plainInteger) {
    if (digits > SAFE_DIGITS) {
      plainInteger = false;
    } else {
      let value = 0;
      for (let k = first; k < first + digits; k++) value = value * 10 + ((b[k] as number) - ZERO);
      integerValue = negative ? -value : value;
    }
  }
  return i;
}

function matches(b: Buffer, i: number, word: Uint8Array): boolean {
  if (i + word.length > b.length) return false;
  for (let k = 0; k < word.length; k++) if (b[i + k] !== word[k]) return false;
  return true;
}

// eslint-disable-next-line no-control-regex -- control characters are what JSON must escape
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULL = Buffer.from('null');

/** Any JSON value at `i`, checked for syntax only: the index after it, or -1. */
function skipValue(b: Buffer, i: number, depth: number): number {
  const c = b[i];
  if (c === QUOTE) return scanString(b, i);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    if (depth >= MAX_SKIP_DEPTH) return -1;
    const object = c === OPEN_BRACE;
    const close = object ? CLOSE_BRACE : CLOSE_BRACKET;
    i = skipSpace(b, i + 1);
    if (b[i] === close) return i + 1;
    for (;;) {
      if (object) {
        if (b[i] !== QUOTE) return -1;
        i = scanString(b, i);
        if (i < 0) return -1;
        i = skipSpace(b, i);
        if (b[i] !== COLON) return -1;
        i = skipSpace(b, i + 1);
      }
      i = skipValue(b, i, depth + 1);
      if (i < 0) return -1;
      i = skipSpace(b, i);
      if (b[i] === close) return i + 1;
      if (b[i] !== COMMA) return -1;
      i = skipSpace(b, i + 1);
    }
  }
  if (c === 0x74) return matches(b, i, TRUE) ? i + 4 : -1;
  if (c === 0x66) return matches(b, i, FALSE) ? i + 5 : -1;
  if (c === 0x6e) return matches(b, i, NULL) ? i + 4 : -1;
  return scanNumber(b, i);
}

/** The value of a JSON text `b[start, end)` that `skipValue` accepted, as JSON.parse gives it. */
function valueOf(b: Buffer, start: number, end: number): unknown {
  const c = b[start];
  if (c === QUOTE && !escaped) return b.toString('utf8', start + 1, end - 1);
  return JSON.parse(b.toString('utf8', start, end));
}

function keysWithin(schema: Json, allowed: readonly string[]): boolean {
  return Object.keys(schema).every((key) => allowed.includes(key));
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The part of the schema ajv checks on the value cut out of the text. With `links`, a value that
 * holds objects is also refused when any `url` in it would be blanked (the gateway's own walk).
 */
function viaAjv(schema: Json, links = false): Node {
  const check = compileSchemaCheck(schema);
  return (b, at) => {
    const end = skipValue(b, at, 0);
    if (end < 0) return -1;
    const value = valueOf(b, at, end);
    if (!check(value)) return -1;
    if (links && typeof value === 'object' && value !== null) {
      let unsafe = false;
      // The value was parsed for this check alone: blanking it changes nothing that is sent.
      blankUnsafeLinks(value, () => {
        unsafe = true;
      });
      if (unsafe) return -1;
    }
    return end;
  };
}

const never: Node = () => -1;

function stringNode(): Node {
  return (b, at) => (b[at] === QUOTE ? scanString(b, at) : -1);
}

/**
 * A string matching the contract's pattern, tested as ajv tests it (no flags; `format` is not
 * checked by ajv here). An escaped string is decoded by JSON.parse, through ajv.
 */
function patternNode(schema: Json, pattern: string): Node {
  const slow = viaAjv(schema);
  const regex = new RegExp(pattern);
  return (b, at) => {
    if (b[at] !== QUOTE) return -1;
    const end = scanString(b, at);
    if (end < 0) return -1;
    if (escaped) return slow(b, at);
    return regex.test(b.toString('utf8', at + 1, end - 1)) ? end : -1;
  };
}

/**
 * A string from a fixed list, compared as bytes: a value is written in JSON as its UTF-8 bytes
 * when it has no quote, backslash or control character. Anything else (an escaped spelling, a
 * value not in the list) is decoded and left to ajv.
 */
function stringEnumNode(schema: Json, values: readonly unknown[]): Node {
  const slow = viaAjv(schema);
  const plain = (value: unknown) => typeof value === 'string' && !NEEDS_ESCAPE.test(value);
  if (!values.every(plain)) return slow;
  const words = values.map((value) => Buffer.from(`"${String(value)}"`));
  return (b, at) => {
    if (b[at] !== QUOTE) return -1;
    for (let k = 0; k < words.length; k++) {
      const word = words[k] as Buffer;
      if (matches(b, at, word)) return at + word.length;
    }
    return slow(b, at);
  };
}

/** A number in a range (a safe integer, or any finite number), or equal to a constant. */
function numberNode(schema: Json): Node {
  const integer = schema.type === 'integer';
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
  const hasConst = 'const' in schema;
  const slow = viaAjv(schema);
  return (b, at) => {
    const end = scanNumber(b, at);
    if (end < 0) return -1;
    // A fraction or exponent may still be an integer (1.0, 1e3): ajv decides.
    if (!plainInteger && integer) return slow(b, at);
    // The same double JSON.parse makes of the token.
    const value = plainInteger ? integerValue : Number(b.toString('latin1', at, end));
    if (hasConst) return value === schema.const ? end : -1;
    return value >= minimum && value <= maximum ? end : -1;
  };
}

function literalNode(word: Uint8Array): Node {
  return (b, at) => (matches(b, at, word) ? at + word.length : -1);
}

function anyOfNode(members: Node[]): Node {
  return (b, at) => {
    for (const member of members) {
      const end = member(b, at);
      if (end >= 0) return end;
    }
    return -1;
  };
}

/** The node for an array's items; `{ not: {} }` allows none. Undefined: left to ajv whole. */
function itemsNode(items: unknown, options: CompileOptions): Node | undefined {
  if (!isJson(items)) return undefined;
  if (keysWithin(items, ['not']) && isJson(items.not)) {
    return Object.keys(items.not).length === 0 ? never : undefined;
  }
  return compileNode(items, { ...options, root: false });
}

function arrayNode(schema: Json, options: CompileOptions): Node {
  const items = itemsNode(schema.items, options);
  if (items === undefined) return viaAjv(schema, options.links);
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  return (b, at) => {
    if (b[at] !== OPEN_BRACKET) return -1;
    let i = skipSpace(b, at + 1);
    let count = 0;
    if (b[i] !== CLOSE_BRACKET) {
      for (;;) {
        i = items(b, i);
        if (i < 0) return -1;
        count++;
        i = skipSpace(b, i);
        if (b[i] === CLOSE_BRACKET) break;
        if (b[i] !== COMMA) return -1;
        i = skipSpace(b, i + 1);
      }
    }
    return count >= minItems && count <= maxItems ? i + 1 : -1;
  };
}

interface Property {
  key: Buffer;
  node: Node;
  /** A `url` field whose link the gateway would check. */
  link: boolean;
  /** The reply's top-level `code`. */
  code: boolean;
  /** Its place in the object's properties. */
  index: number;
}

/** Whether the text at `at` is `key` and its closing quote (a property's key, unescaped). */
function keyAt(b: Buffer, at: number, key: Buffer): boolean {
  return matches(b, at, key) && b[at + key.length] === QUOTE;
}

/** Whether a link the scan can vouch for on its bytes alone is a site path (`/…`, not `//`). */
function isPlainSitePath(b: Buffer, start: number, end: number): boolean {
  if (escaped || b[start] !== SLASH || b[start + 1] === SLASH) return false;
  // Not `"/"` followed by nothing special: control characters and `\` were refused by the scan
  // (a raw backslash is an escape, and there were none); DELETE is the one left.
  for (let k = start; k < end; k++) if (b[k] === DELETE) return false;
  return true;
}

/** At most 30 properties, so which were seen fits in one small integer. */
const MAX_PROPERTIES = 30;

function objectNode(schema: Json, options: CompileOptions): Node {
  const properties = isJson(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const entries = Object.entries(properties);
  if (schema.additionalProperties !== false || entries.length > MAX_PROPERTIES) {
    return viaAjv(schema, options.links);
  }
  const props: Property[] = [];
  let requiredMask = 0;
  for (const [index, [key, sub]] of entries.entries()) {
    if (!isJson(sub) || !/^[\x20-\x7e]*$/.test(key) || /["\\]/.test(key)) {
      return viaAjv(schema, options.links);
    }
    if (required.includes(key)) requiredMask |= 1 << index;
    props.push({
      key: Buffer.from(key),
      node: compileNode(sub, { ...options, root: false }),
      link: options.links && key === 'url',
      code: options.root && key === 'code',
      index,
    });
  }
  if (required.some((key) => typeof key !== 'string' || !Object.hasOwn(properties, key))) {
    // A required key the object may not have: nothing passes (ajv agrees), the slow path says why.
    return never;
  }
  // An upstream writes an object's keys in one order: which key came first, and which came after
  // each, the last time. The expected key is compared in place; any other is scanned and looked
  // up, and becomes the expectation. Only speed depends on it, never the verdict.
  let firstIndex = 0;
  const followers = props.map((_, index) => (index + 1) % props.length);
  return (b, at) => {
    if (b[at] !== OPEN_BRACE) return -1;
    let i = skipSpace(b, at + 1);
    let seen = 0;
    let previous = -1;
    let next = firstIndex;
    if (b[i] !== CLOSE_BRACE) {
      for (;;) {
        if (b[i] !== QUOTE) return -1;
        let found = props[next] as Property;
        let keyEnd: number;
        if (keyAt(b, i + 1, found.key)) {
          keyEnd = i + found.key.length + 2;
        } else {
          keyEnd = scanString(b, i);
          if (keyEnd < 0 || escaped) return -1;
          const keyLength = keyEnd - i - 2;
          let match: Property | undefined;
          for (const candidate of props) {
            if (candidate.key.length === keyLength && keyAt(b, i + 1, candidate.key)) {
              match = candidate;
              break;
            }
          }
          // A key the contract does not have: zod would strip it, so not unchanged.
          if (match === undefined) return -1;
          found = match;
          if (previous < 0) firstIndex = found.index;
          else followers[previous] = found.index;
        }
        previous = found.index;
        next = followers[previous] as number;
        i = skipSpace(b, keyEnd);
        if (b[i] !== COLON) return -1;
        const valueStart = skipSpace(b, i + 1);
        i = found.node(b, valueStart);
        if (i < 0) return -1;
        if (found.link && b[valueStart] === QUOTE) {
          // Scanned again: the value's own node may not have scanned it (an enum compares bytes).
          scanString(b, valueStart);
          const start = valueStart + 1;
          const end = i - 1;
          if (end > start && !isPlainSitePath(b, start, end)) {
            const link = valueOf(b, valueStart, i) as string;
            if (link !== '' && !isSafeLink(link)) return -1;
          }
        }
        if (found.code) rootCode = b[valueStart] === QUOTE ? undefined : codeAt(b, valueStart, i);
        seen |= 1 << found.index;
        i = skipSpace(b, i);
        if (b[i] === CLOSE_BRACE) break;
        if (b[i] !== COMMA) return -1;
        i = skipSpace(b, i + 1);
      }
    }
    return (seen & requiredMask) === requiredMask ? i + 1 : -1;
  };
}

/** The number at `b[start, end)`, or undefined when the value there is not a number. */
function codeAt(b: Buffer, start: number, end: number): number | undefined {
  const c = b[start];
  if (c !== MINUS && !isDigit(c)) return undefined;
  return Number(b.toString('latin1', start, end));
}

interface CompileOptions extends ByteCheckOptions {
  /** The value is the reply itself (its `code` is the reply's code). */
  root: boolean;
}

function compileNode(schema: Json, options: CompileOptions): Node {
  const { type } = schema;
  if (keysWithin(schema, ['anyOf']) && Array.isArray(schema.anyOf)) {
    const members = schema.anyOf.filter(isJson);
    if (members.length !== schema.anyOf.length) return viaAjv(schema, options.links);
    return anyOfNode(members.map((member) => compileNode(member, options)));
  }
  if (
    type === 'object' &&
    keysWithin(schema, ['type', 'properties', 'required', 'additionalProperties'])
  )
    return objectNode(schema, options);
  if (type === 'array' && keysWithin(schema, ['type', 'items', 'minItems', 'maxItems']))
    return arrayNode(schema, options);
  // ajv ignores `format` (validateFormats: false): zod's formats that JSON Schema cannot state
  // exactly were already refused as impure, and the rest is the contract's own `pattern`.
  if (type === 'string' && keysWithin(schema, ['type', 'format'])) return stringNode();
  if (
    type === 'string' &&
    keysWithin(schema, ['type', 'format', 'pattern']) &&
    typeof schema.pattern === 'string'
  )
    return patternNode(schema, schema.pattern);
  if (type === 'string' && keysWithin(schema, ['type', 'enum']) && Array.isArray(schema.enum))
    return stringEnumNode(schema, schema.enum);
  if (type === 'string' && keysWithin(schema, ['type', 'const']))
    return stringEnumNode(schema, [schema.const]);
  if (
    (type === 'integer' || type === 'number') &&
    (keysWithin(schema, ['type', 'minimum', 'maximum']) ||
      (keysWithin(schema, ['type', 'const']) && typeof schema.const === 'number'))
  )
    return numberNode(schema);
  if (type === 'boolean' && keysWithin(schema, ['type']))
    return anyOfNode([literalNode(TRUE), literalNode(FALSE)]);
  if (type === 'null' && keysWithin(schema, ['type'])) return literalNode(NULL);
  return viaAjv(schema, options.links);
}

/** The byte check of a reply schema, or undefined when it has no shortcut at all. */
export function compileByteCheck(
  schema: z.ZodType,
  options: ByteCheckOptions,
): ByteCheck | undefined {
  const root = shortcutSchema(schema);
  if (root === undefined) return undefined;
  const node = compileNode(root, { ...options, root: true });
  return (bytes) => {
    // Not valid UTF-8: the slower path decodes it as Node does (with replacement characters).
    if (!isUtf8(bytes)) return undefined;
    rootCode = undefined;
    const start = skipSpace(bytes, 0);
    const end = node(bytes, start);
    if (end < 0 || skipSpace(bytes, end) !== bytes.length) return undefined;
    return { code: rootCode };
  };
}
