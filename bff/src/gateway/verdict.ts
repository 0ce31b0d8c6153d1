import { blankUnsafeLinks } from '@ysy/contracts/common/links';
import type { RouteDef } from '@ysy/contracts/common/route';
import { isRecord } from '@ysy/contracts/common/is-record';
import type { z } from 'zod';
import { compileByteCheck, type ByteCheck } from '../http/byte-check';
import { contractIssue } from '../http/contract-issue';
import { etagFromDigest, etagOf } from '../http/http-cache';
import { digestOf, type MemoEntry, type ReplyMemo } from '../http/reply-memo';
import { isUnchanged } from '../http/unchanged';
import { utf8Text } from '../http/utf8-text';

/**
 * The one decision on an upstream reply: does it keep the contract, and what goes to the browser.
 * Three ways reach the same verdict, cheapest first, and only speed tells them apart:
 *
 * 1. the memo: these exact bytes were judged before for this route (validation is a pure function
 *    of the bytes), so their outgoing reply is reused;
 * 2. the byte check (http/byte-check.ts): the bytes are recognised as a reply zod would accept
 *    and return unchanged, with no link to blank; they go out as they came, never decoded;
 * 3. zod: the text is decoded, parsed and validated; unsafe links are blanked; the upstream's
 *    bytes go out when the validated value is exactly what came, else the value re-serialised.
 *
 * The login replies take only the third way: their token must be taken out of the parsed value
 * (gateway/seal-login.ts), so their verdict is that value.
 */

/** What about a route's replies is fixed at start-up. */
export interface ReplyRules {
  id: string;
  /** What the upstream sends (the login replies carry a token the browser never sees). */
  schema: z.ZodType;
  /** Blank unsafe `url` links (the route's `serverLinks`). */
  links: boolean;
  /** A login reply: judged on its parsed value alone, never memoised (it seals a token). */
  sealsToken: boolean;
  /** A success carries an ETag (the route's cache policy is `public`). */
  isPublic: boolean;
  byteCheck: ByteCheck | undefined;
}

export function replyRules(def: RouteDef): ReplyRules {
  const sealsToken = def.upstreamReply !== undefined;
  return {
    id: def.id,
    schema: def.upstreamReply ?? def.reply,
    links: def.serverLinks,
    sealsToken,
    isPublic: def.cache === 'public',
    byteCheck: sealsToken ? undefined : compileByteCheck(def.reply, { links: def.serverLinks }),
  };
}

/** The reply goes out: these bytes, with this ETag (public successes only). */
export interface Passed {
  ok: true;
  /** The reply's top-level `code` when it is a number (what some limits are spent on). */
  code: number | undefined;
  body: Buffer;
  etag: string | undefined;
  /** A memo hit: the entry that also keeps the body's compressed copies. */
  memoEntry: MemoEntry | undefined;
}

/** A login reply that keeps the contract: its validated value, for the login to seal. */
export interface Parsed {
  ok: true;
  code: number | undefined;
  value: unknown;
}

/** The reply breaks the contract: not JSON, or the field and zod's message for the log line. */
export interface Refused {
  ok: false;
  notJson: boolean;
  field: string;
  message: string;
}

export type Verdict = Passed | Parsed | Refused;

/** A link blanked on the way, for the log. */
export type OnUnsafeLink = (field: string, value: string) => void;

export interface Judged {
  rules: ReplyRules;
  status: number;
  bytes: Buffer;
  onUnsafeLink: OnUnsafeLink;
}

export type VerdictOf = (reply: Judged) => Verdict;

/** The verdict function of a gateway; `memo` undefined: every reply is judged afresh. */
export function verdicts(memo: ReplyMemo | undefined): VerdictOf {
  return function verdict({ rules, status, bytes, onUnsafeLink }) {
    if (rules.sealsToken) return parsedVerdict(rules, bytes, onUnsafeLink);
    // Only a plain 200 is memoised: failures are rare, and a success is what repeats.
    const digest =
      memo !== undefined && status === 200 && memo.fits(bytes.length) ? digestOf(bytes) : undefined;
    if (memo !== undefined && digest !== undefined) {
      const known = memo.get(rules.id, digest);
      if (known !== undefined) {
        return {
          ok: true,
          code: known.code,
          body: known.payload,
          etag: known.etag,
          memoEntry: known,
        };
      }
    }
    const judged = judge(rules, status, bytes, digest, onUnsafeLink);
    if (judged.ok && memo !== undefined && digest !== undefined) {
      // The upstream's bytes are a view into the socket's read buffer: the memo keeps its own
      // copy, so an entry holds exactly its payload for as long as it lives.
      const payload = judged.body === bytes ? Buffer.from(bytes) : judged.body;
      memo.set(rules.id, digest, { payload, etag: judged.etag, code: judged.code });
    }
    return judged;
  };
}

/** The byte check, then zod: a reply never seen (or not memoised). */
function judge(
  rules: ReplyRules,
  status: number,
  bytes: Buffer,
  digest: string | undefined,
  onUnsafeLink: OnUnsafeLink,
): Passed | Refused {
  const etagged = rules.isPublic && status === 200;
  // The upstream's bytes go out as they came, and their digest (already taken for the memo) is
  // the ETag.
  const asReceived = (code: number | undefined): Passed => {
    const etag = etagged
      ? digest !== undefined
        ? etagFromDigest(digest)
        : etagOf(bytes)
      : undefined;
    return { ok: true, code, body: bytes, etag, memoEntry: undefined };
  };
  const recognised = rules.byteCheck?.(bytes);
  if (recognised !== undefined) return asReceived(recognised.code);
  const checked = validated(rules, bytes, onUnsafeLink);
  if (!checked.ok) return checked;
  // The validated value decides what is sent; the upstream's bytes only when they carry exactly it.
  if (checked.unchanged) return asReceived(checked.code);
  const body = Buffer.from(JSON.stringify(checked.value));
  const etag = etagged ? etagOf(body) : undefined;
  return { ok: true, code: checked.code, body, etag, memoEntry: undefined };
}

interface Validated {
  ok: true;
  code: number | undefined;
  value: unknown;
  /** The value is exactly what came: nothing stripped, defaulted, transformed or blanked. */
  unchanged: boolean;
}

function parsedVerdict(
  rules: ReplyRules,
  bytes: Buffer,
  onUnsafeLink: OnUnsafeLink,
): Parsed | Refused {
  const checked = validated(rules, bytes, onUnsafeLink);
  return checked.ok ? { ok: true, code: checked.code, value: checked.value } : checked;
}

/** Decoded, parsed and validated by the contract's zod schema; unsafe links blanked. */
function validated(
  rules: ReplyRules,
  bytes: Buffer,
  onUnsafeLink: OnUnsafeLink,
): Validated | Refused {
  let json: unknown;
  try {
    json = JSON.parse(utf8Text(bytes));
  } catch {
    return { ok: false, notJson: true, field: '', message: 'not JSON' };
  }
  const parsed = rules.schema.safeParse(json);
  if (!parsed.success) return { ok: false, notJson: false, ...contractIssue(parsed.error) };
  const value: unknown = parsed.data;
  let linksDropped = false;
  if (rules.links) {
    blankUnsafeLinks(isRecord(value) ? value.data : undefined, (field, link) => {
      linksDropped = true;
      onUnsafeLink(field, link);
    });
  }
  const code = isRecord(value) && typeof value.code === 'number' ? value.code : undefined;
  return { ok: true, code, value, unchanged: !linksDropped && isUnchanged(json, value) };
}
