import { hash } from 'node:crypto';
import type { EncodedCopies } from '../plugins/json-compression';

/**
 * Validated replies by the upstream's exact bytes. Validation is a pure function of the reply
 * bytes, so identical bytes for the same route give the identical outgoing reply: the menu, the
 * footer, the consultants and popular searches are the same for every visitor, and parsing and
 * validating them again costs more than the whole proxying. Entries are found by the SHA-256 of
 * the bytes (hashing the bytes costs a third of decoding them to text, and no two different
 * replies share a digest). Bounded in bytes, oldest entries evicted first; replies larger than
 * `maxEntryBytes` are never kept.
 */
/**
 * Compressed copies (`br`, `gzip`) are added to an entry when first asked for; they are not
 * counted in the byte budget, being smaller than the payload they come from.
 */
export interface MemoEntry extends EncodedCopies {
  /** What is sent to the browser. */
  payload: Buffer;
  /** Its ETag, for routes whose replies are publicly cacheable. */
  etag: string | undefined;
  /** The validated reply's `code`, which some limits need after a memo hit. */
  code: number | undefined;
}

/** SHA-256 of a body, base64url: the memo's key and, for bytes sent as they came, the ETag. */
export function digestOf(bytes: Buffer): string {
  return hash('sha256', bytes, 'base64url');
}

export class ReplyMemo {
  private readonly entries = new Map<string, MemoEntry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly maxEntryBytes = 64 * 1024,
  ) {}

  /** Whether a body of this size may be kept (and so is worth hashing for a lookup). */
  fits(size: number): boolean {
    return size <= this.maxEntryBytes;
  }

  get(routeId: string, digest: string): MemoEntry | undefined {
    return this.entries.get(`${routeId}\u0000${digest}`);
  }

  set(routeId: string, digest: string, entry: MemoEntry): void {
    if (!this.fits(entry.payload.length)) return;
    const key = `${routeId}\u0000${digest}`;
    if (this.entries.has(key)) return;
    this.entries.set(key, entry);
    this.bytes += ReplyMemo.sizeOf(key, entry);
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= ReplyMemo.sizeOf(oldKey, oldEntry);
    }
  }

  /** The payload's bytes plus the key and ETag strings (UTF-16, two bytes a unit). */
  private static sizeOf(key: string, entry: MemoEntry): number {
    return entry.payload.length + 2 * (key.length + (entry.etag?.length ?? 0));
  }

  get size(): number {
    return this.entries.size;
  }
}
