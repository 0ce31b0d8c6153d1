/**
 * The JSON grammar read on an upstream reply's bytes, for the byte check. A scanner reports, besides
 * where a token ends, what the check needs to know about the token it just read (an escape in a
 * string, a plain integer's value); the check reads those fields right after the call. A compiled
 * check owns one scanner, and a check runs start to end without yielding, so one reply's scan never
 * sees another's state.
 */

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const COLON = 0x3a;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
export const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
export const SLASH = 0x2f;
/** Integers of at most 15 digits are exact in a double and within ±(2^53 − 1). */
const SAFE_DIGITS = 15;

export const TRUE = Buffer.from('true');
export const FALSE = Buffer.from('false');
export const NULL = Buffer.from('null');

export function skipSpace(b: Buffer, i: number): number {
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

export function isDigit(c: number | undefined): boolean {
  return c !== undefined && c >= ZERO && c <= NINE;
}

export function matches(b: Buffer, i: number, word: Uint8Array): boolean {
  if (i + word.length > b.length) return false;
  for (let k = 0; k < word.length; k++) if (b[i + k] !== word[k]) return false;
  return true;
}

/** The length of a valid escape at `i` (its backslash), or -1. */
function escapeLength(b: Buffer, i: number): number {
  const e = b[i + 1];
  if (e === 0x75 /* u */) {
    return isHex(b[i + 2]) && isHex(b[i + 3]) && isHex(b[i + 4]) && isHex(b[i + 5]) ? 6 : -1;
  }
  return e === QUOTE ||
    e === BACKSLASH ||
    e === SLASH ||
    e === 0x62 /* b */ ||
    e === 0x66 /* f */ ||
    e === 0x6e /* n */ ||
    e === 0x72 /* r */ ||
    e === 0x74 /* t */
    ? 2
    : -1;
}

export class Scanner {
  /** Whether the last string scanned had an escape. */
  escaped = false;
  /** Whether the last number scanned was an integer without fraction or exponent. */
  plainInteger = false;
  /** That integer's value. */
  integerValue = 0;
  /** The top-level `code` of the reply being checked. */
  rootCode: number | undefined = undefined;

  /** A JSON string at `i` (its opening quote): the index after its closing quote, or -1. */
  string(b: Buffer, i: number): number {
    const n = b.length;
    this.escaped = false;
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
      if (c !== BACKSLASH) return -1;
      this.escaped = true;
      const length = escapeLength(b, i);
      if (length < 0) return -1;
      i += length;
    }
    return -1;
  }

  /** A JSON number at `i`: the index after it, or -1 (`01`, `1.`, `.5`, `+1` are not JSON). */
  number(b: Buffer, i: number): number {
    const n = b.length;
    const negative = b[i] === MINUS;
    if (negative) i++;
    const first = i;
    if (b[i] === ZERO) i++;
    else if (isDigit(b[i])) while (i < n && isDigit(b[i])) i++;
    else return -1;
    const digits = i - first;
    let plain = true;
    if (b[i] === DOT) {
      plain = false;
      i++;
      if (!isDigit(b[i])) return -1;
      while (i < n && isDigit(b[i])) i++;
    }
    const e = b[i];
    if (e === 0x65 || e === 0x45) {
      plain = false;
      i++;
      if (b[i] === 0x2b || b[i] === MINUS) i++;
      if (!isDigit(b[i])) return -1;
      while (i < n && isDigit(b[i])) i++;
    }
    this.plainInteger = plain && digits <= SAFE_DIGITS;
    if (this.plainInteger) {
      let value = 0;
      for (let k = first; k < first + digits; k++) value = value * 10 + ((b[k] as number) - ZERO);
      this.integerValue = negative ? -value : value;
    }
    return i;
  }

  /** The string `b[start, end)` that `string` just scanned, decoded as JSON.parse decodes it. */
  text(b: Buffer, start: number, end: number): string {
    if (!this.escaped) return b.toString('utf8', start + 1, end - 1);
    return String(JSON.parse(b.toString('utf8', start, end)));
  }
}
