import { isSafeLink } from '@ysy/contracts/common/links';
import {
  CLOSE_BRACE,
  COLON,
  COMMA,
  MINUS,
  OPEN_BRACE,
  QUOTE,
  SLASH,
  isDigit,
  matches,
  skipSpace,
  type Scanner,
} from './byte-scanner';

/**
 * A closed object of the byte check, read on the bytes: every key must be one of the contract's
 * (an unknown key is one zod would strip), every required key present, each value read by its own
 * node. A `url` field holding a link the gateway would blank, and the reply's top-level `code`,
 * are looked at on the way.
 */

/** Reads one value at `at` (no whitespace before it) and returns the index after it, or -1. */
export type Node = (b: Buffer, at: number) => number;

export interface Property {
  key: Buffer;
  node: Node;
  /** A `url` field whose link the gateway would check. */
  link: boolean;
  /** The reply's top-level `code`. */
  code: boolean;
  /** Its place in the object's properties. */
  index: number;
}

const DELETE = 0x7f;

/** Whether the text at `at` is `key` and its closing quote (a property's key, unescaped). */
function keyAt(b: Buffer, at: number, key: Buffer): boolean {
  return matches(b, at, key) && b[at + key.length] === QUOTE;
}

/** Whether a link the scan can vouch for on its bytes alone is a site path (`/…`, not `//`). */
function isPlainSitePath(b: Buffer, start: number, end: number, escaped: boolean): boolean {
  if (escaped || b[start] !== SLASH || b[start + 1] === SLASH) return false;
  // Not `"/"` followed by nothing special: control characters and `\` were refused by the scan
  // (a raw backslash is an escape, and there were none); DELETE is the one left.
  for (let k = start; k < end; k++) if (b[k] === DELETE) return false;
  return true;
}

/** The number at `b[start, end)`, or undefined when the value there is not a number. */
function codeAt(b: Buffer, start: number, end: number): number | undefined {
  const c = b[start];
  if (c !== MINUS && !isDigit(c)) return undefined;
  return Number(b.toString('latin1', start, end));
}

export class ObjectReader {
  /**
   * An upstream writes an object's keys in one order: which key came first, and which came after
   * each, the last time. The expected key is compared in place; any other is scanned and looked
   * up, and becomes the expectation. Only speed depends on it, never the verdict.
   */
  private firstIndex = 0;
  private readonly followers: number[];
  /** Where the key `property` just found ends (after its closing quote). */
  private keyEnd = 0;

  constructor(
    private readonly props: readonly Property[],
    private readonly requiredMask: number,
    private readonly scan: Scanner,
  ) {
    this.followers = props.map((_, index) => (index + 1) % props.length);
  }

  readonly read: Node = (b, at) => {
    if (b[at] !== OPEN_BRACE) return -1;
    let i = skipSpace(b, at + 1);
    let seen = 0;
    let previous = -1;
    if (b[i] !== CLOSE_BRACE) {
      for (;;) {
        if (b[i] !== QUOTE) return -1;
        const found = this.property(b, i, previous);
        if (found === undefined) return -1;
        previous = found.index;
        i = skipSpace(b, this.keyEnd);
        if (b[i] !== COLON) return -1;
        const valueStart = skipSpace(b, i + 1);
        i = found.node(b, valueStart);
        if (i < 0) return -1;
        if (found.link && b[valueStart] === QUOTE && !this.linkKept(b, valueStart, i)) return -1;
        if (found.code) {
          this.scan.rootCode = b[valueStart] === QUOTE ? undefined : codeAt(b, valueStart, i);
        }
        seen |= 1 << found.index;
        i = skipSpace(b, i);
        if (b[i] === CLOSE_BRACE) break;
        if (b[i] !== COMMA) return -1;
        i = skipSpace(b, i + 1);
      }
    }
    return (seen & this.requiredMask) === this.requiredMask ? i + 1 : -1;
  };

  /** The property whose key starts at `i` (its quote), or undefined for a key not in the contract. */
  private property(b: Buffer, i: number, previous: number): Property | undefined {
    const expected =
      this.props[previous < 0 ? this.firstIndex : (this.followers[previous] as number)];
    if (expected !== undefined && keyAt(b, i + 1, expected.key)) {
      this.keyEnd = i + expected.key.length + 2;
      return expected;
    }
    const keyEnd = this.scan.string(b, i);
    if (keyEnd < 0 || this.scan.escaped) return undefined;
    this.keyEnd = keyEnd;
    const keyLength = keyEnd - i - 2;
    for (const candidate of this.props) {
      if (candidate.key.length === keyLength && keyAt(b, i + 1, candidate.key)) {
        if (previous < 0) this.firstIndex = candidate.index;
        else this.followers[previous] = candidate.index;
        return candidate;
      }
    }
    // A key the contract does not have: zod would strip it, so not unchanged.
    return undefined;
  }

  /** Whether the link in the string `b[start, end)` is one the gateway keeps ('' or safe). */
  private linkKept(b: Buffer, start: number, end: number): boolean {
    // Scanned again: the value's own node may not have scanned it (an enum compares bytes).
    this.scan.string(b, start);
    if (end - 1 <= start + 1 || isPlainSitePath(b, start + 1, end - 1, this.scan.escaped)) {
      return true;
    }
    const link = this.scan.text(b, start, end);
    return link === '' || isSafeLink(link);
  }
}
