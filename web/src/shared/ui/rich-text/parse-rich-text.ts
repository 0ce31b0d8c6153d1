/**
 * The markdown-like text of articles and site pages, as blocks: `## ` and `### ` lines are
 * headings, consecutive `- ` lines one list, consecutive `1. ` lines one ordered list, other
 * lines paragraphs (a blank line ends a paragraph; lines inside one are joined with a break).
 */
export type RichBlock =
  | { kind: 'heading'; level: 2 | 3; text: string; id: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

const ORDERED = /^\d+\.\s+/;

export function parseRichText(text: string, idPrefix = 'h'): RichBlock[] {
  const blocks: RichBlock[] = [];
  let headings = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (!line) {
      blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    if (heading?.[1] && heading[2]) {
      headings += 1;
      blocks.push({
        kind: 'heading',
        level: heading[1].length === 2 ? 2 : 3,
        text: heading[2],
        id: `${idPrefix}-${headings}`,
      });
      continue;
    }
    const bullet = line.startsWith('- ');
    const ordered = ORDERED.test(line);
    if (bullet || ordered) {
      const item = bullet ? line.slice(2).trim() : line.replace(ORDERED, '');
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
      continue;
    }
    if (last?.kind === 'paragraph') last.lines.push(line);
    else blocks.push({ kind: 'paragraph', lines: [line] });
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);
}

/** The headings of a text, for a table of contents. */
export function headingsOf(blocks: readonly RichBlock[]) {
  return blocks.filter((b): b is Extract<RichBlock, { kind: 'heading' }> => b.kind === 'heading');
}
