/**
 * Validated replies by the upstream's exact bytes. Validation is a pure function of the reply
 * text, so identical bytes for the same route give the identical outgoing text: the menu, the
 * footer, the consultants and popular searches are the same for every visitor, and parsing and
 * validating them again costs more than the whole proxying. Bounded in bytes, oldest entries
 * evicted first; replies larger than `maxEntryBytes` are never kept.
 */
export interface MemoEntry {
  /** The outgoing text. */
  text: string;
  /** The validated reply's `code`, which some limits need after a memo hit. */
  code: number | undefined;
}

export class ReplyMemo {
  private readonly entries = new Map<string, MemoEntry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly maxEntryBytes = 64 * 1024,
  ) {}

  private static key(routeId: string, body: string): string {
    return `${routeId}\u0000${body}`;
  }

  get(routeId: string, body: string): MemoEntry | undefined {
    if (body.length > this.maxEntryBytes) return undefined;
    return this.entries.get(ReplyMemo.key(routeId, body));
  }

  set(routeId: string, body: string, entry: MemoEntry): void {
    if (body.length > this.maxEntryBytes) return;
    const key = ReplyMemo.key(routeId, body);
    if (this.entries.has(key)) return;
    // UTF-16 code units, twice over (key and value): a fair bound of what the strings hold.
    const size = 2 * (key.length + entry.text.length);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= 2 * (oldKey.length + old.text.length);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
