import { takesIdempotencyKey } from '@ysy/contracts/common/idempotency-header';

/**
 * The key of one submission: sent with every try of the same content (the automatic retry, the
 * user's 重试 after a failure, a double click), so the server stores it once however many of the
 * tries reach it; a new one once the server has answered or the content has changed.
 */
export interface WriteKeys {
  /** The key for `content`: the held one when the content is the same, else a new one. */
  keyFor(content: string): string;
  /** The server answered the try that carried `key`: the next submission is a new one. */
  answered(key: string): void;
}

/** 122 random bits as a UUID; `crypto.randomUUID` exists only on https and localhost pages. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function writeKeys(newKey: () => string = randomKey): WriteKeys {
  let held: { content: string; key: string } | undefined;
  return {
    keyFor(content) {
      if (held?.content !== content) held = { content, key: newKey() };
      return held.key;
    },
    answered(key) {
      if (held?.key === key) held = undefined;
    },
  };
}

/**
 * One submission held per keyed route: the route's body is the form's whole content, and a page
 * has one form per route in use at a time (the publish-need dialog and the footer send the same
 * need under one key, which is the same submission). Only the browser sends writes.
 */
const byRoute = new Map<string, WriteKeys>();

/** The keys of `routeId`'s submissions, or undefined for a call that takes no key. */
export function writeKeysOf(routeId: string): WriteKeys | undefined {
  if (!takesIdempotencyKey(routeId)) return undefined;
  let keys = byRoute.get(routeId);
  if (keys === undefined) {
    keys = writeKeys();
    byRoute.set(routeId, keys);
  }
  return keys;
}

/**
 * Whether a status is the server's answer to the submission (stored, replayed or refused for
 * good), after which the same content is a new submission. A failed connection, 408, 429 and
 * 5xx (a 502 may follow a write that was stored) leave the key held for the retry.
 */
export function isAnswer(status: number): boolean {
  return status < 500 && status !== 408 && status !== 429;
}
