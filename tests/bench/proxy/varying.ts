/**
 * Replies that differ on every request, for measuring the path of a reply the BFF has never
 * seen: the first integer value of the recorded JSON (other than the envelope's `code`, which
 * decides success) becomes a 9-digit counter written into a copy of the bytes. The reply keeps its shape and size (so it passes the same contract and
 * costs the same to parse), but no two replies are byte-identical, as with real traffic over
 * many keywords and pages.
 */

const WIDTH = 9;
const FIRST = 10 ** (WIDTH - 1);

export interface VaryingReply {
  /** The next reply's bytes (a fresh Buffer each call). */
  next(): Buffer;
}

/** Where the first `"key":<integer>` value (key not `code`) sits in `body`, if anywhere. */
export function integerSlot(body: string): { start: number; end: number } | undefined {
  for (const match of body.matchAll(/"([A-Za-z_][A-Za-z0-9_]*)":(-?\d+)(?=[,}\]])/g)) {
    const [whole, key, digits] = match;
    if (key === 'code' || digits === undefined) continue;
    const start = match.index + whole.length - digits.length;
    return { start, end: start + digits.length };
  }
  return undefined;
}

export function varyingReply(body: string): VaryingReply {
  const slot = integerSlot(body);
  if (!slot) throw new Error('the recorded reply has no integer value to vary');
  const head = Buffer.from(body.slice(0, slot.start), 'utf8');
  const tail = Buffer.from(body.slice(slot.end), 'utf8');
  let counter = 0;
  return {
    next() {
      const out = Buffer.allocUnsafe(head.length + WIDTH + tail.length);
      head.copy(out, 0);
      out.write(String(FIRST + (counter++ % (9 * FIRST))), head.length, 'latin1');
      tail.copy(out, head.length + WIDTH);
      return out;
    },
  };
}
