/** A piece of text and whether it is part of a match. */
export interface Segment {
  text: string;
  hit: boolean;
}

/**
 * Splits `text` into plain and matched pieces: every case-insensitive occurrence of `keyword`
 * is a hit. The pieces are rendered as text nodes (never as HTML), so nothing in a reply can
 * inject markup. A blank keyword, or one longer than the text, matches nothing.
 */
export function highlight(text: string, keyword: string): Segment[] {
  const q = keyword.trim().toLowerCase();
  if (q === '' || text === '') return text === '' ? [] : [{ text, hit: false }];
  const lower = text.toLowerCase();
  // Lower-casing can change the length of some characters (e.g. 'İ'); then fall back to no highlight.
  if (lower.length !== text.length) return [{ text, hit: false }];
  const segments: Segment[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, at + q.length)) {
    if (at > from) segments.push({ text: text.slice(from, at), hit: false });
    segments.push({ text: text.slice(at, at + q.length), hit: true });
    from = at + q.length;
  }
  if (from < text.length) segments.push({ text: text.slice(from), hit: false });
  return segments;
}

/**
 * A window of a long text around its first match (the business scope on a result line), with
 * an ellipsis where text was cut. Without a match, the opening `max` characters.
 */
export function excerptAround(text: string, keyword: string, max = 80): string {
  if (text.length <= max) return text;
  const at = keyword.trim() === '' ? -1 : text.toLowerCase().indexOf(keyword.trim().toLowerCase());
  if (at < 0) return `${text.slice(0, max)}…`;
  const start = Math.max(0, Math.min(at - Math.floor(max / 3), text.length - max));
  const end = Math.min(text.length, start + max);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
