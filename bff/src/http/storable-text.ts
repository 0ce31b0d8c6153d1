import { isUtf8 } from 'node:buffer';

/**
 * Whether a text can be stored as it came: PostgreSQL's `text` refuses a NUL (the call fails with
 * a 5xx), and a lone UTF-16 surrogate has no UTF-8 form, so the driver would store U+FFFD in its
 * place, a different text from the one acknowledged. Invalid UTF-8 on the wire would be decoded to
 * U+FFFD in the same silent way. Such input is refused at the edge (plugins/storable-input.ts)
 * rather than altered.
 */

// eslint-disable-next-line no-control-regex -- the NUL is what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** No NUL and no unpaired surrogate (the regex reads code units: it has no `u` flag). */
export function isStorableString(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * A text a lenient decoder has already made from bytes it does not hand over: the multipart
 * parser decodes a file's name as UTF-8, putting U+FFFD where the bytes were invalid. Storable
 * when it holds no NUL, no lone surrogate and no U+FFFD, the mark that decoder leaves; a name
 * that held U+FFFD on purpose is refused with them (no real file name needs it).
 */
export function isStorableDecodedText(text: string): boolean {
  return !text.includes('\ufffd') && isStorableString(text);
}

/** Every string of a parsed JSON value, keys included, is storable. */
export function isStorableValue(value: unknown): boolean {
  if (typeof value === 'string') return isStorableString(value);
  if (Array.isArray(value)) return value.every(isStorableValue);
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableString(key) || !isStorableValue(item)) return false;
    }
  }
  return true;
}

/** Bytes that decode as UTF-8 without a replacement character and hold no NUL. */
export function isStorableBytes(bytes: Buffer): boolean {
  return bytes.indexOf(0) < 0 && isUtf8(bytes);
}

const PERCENT = 0x25;

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/**
 * The bytes a reader of this text gets once its `%XX` escapes are decoded (as the router does for
 * a path parameter, the query parser for a value and the cookie parser for a cookie); a `%` that
 * starts no escape stays as it is, as those decoders leave it.
 */
export function percentDecoded(bytes: Buffer): Buffer {
  if (bytes.indexOf(PERCENT) < 0) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    const high = byte === PERCENT ? hexValue(bytes[i + 1]) : -1;
    const low = high < 0 ? -1 : hexValue(bytes[i + 2]);
    if (low < 0) {
      out[length++] = byte;
    } else {
      out[length++] = high * 16 + low;
      i += 2;
    }
  }
  return out.subarray(0, length);
}

/**
 * A URL or a header value as Node hands it over: off the wire every character is one byte
 * (Latin-1), so the bytes are taken back as they came; a character past U+00FF (only an
 * in-process caller can make one) is taken as its UTF-8, after the surrogate check.
 */
function wireBytes(text: string): Buffer | undefined {
  // eslint-disable-next-line no-control-regex -- any character past Latin-1
  if (!/[^\u0000-\u00ff]/.test(text)) return Buffer.from(text, 'latin1');
  return isStorableString(text) ? Buffer.from(text, 'utf8') : undefined;
}

/** ASCII without a NUL: storable as it is, with no bytes to make (nearly every URL and header). */
// eslint-disable-next-line no-control-regex -- the range starts past the NUL it excludes
const PLAIN_ASCII = /^[\x01-\x7f]*$/;

/** A header value as its readers take it: its bytes, no escape decoded. */
export function isStorableWireText(text: string): boolean {
  if (PLAIN_ASCII.test(text)) return true;
  const bytes = wireBytes(text);
  return bytes !== undefined && isStorableBytes(bytes);
}

/**
 * A URL (path and query) or a cookie header, whose readers decode its escapes: storable once they
 * are decoded.
 */
export function isStorableEscapedText(text: string): boolean {
  if (!text.includes('%') && PLAIN_ASCII.test(text)) return true;
  const bytes = wireBytes(text);
  return bytes !== undefined && isStorableBytes(percentDecoded(bytes));
}
