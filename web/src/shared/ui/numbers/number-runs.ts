/**
 * A number with what belongs to it: its digits and separators (12,345 · 9:00-21:00 · 3.5),
 * a ratio's other side (1 / 2), and the unit right after it, spaced or not (12 层 · 30% · 5 MB).
 * Chinese text may break between any two characters and at every space, so without this a line
 * could end between "12" and "层" (or inside the number itself).
 */
const NUMBER_RUN =
  /\d+(?:[.,:：\-–]\d+)*(?:\s?\/\s?\d+(?:[.,:：\-–]\d+)*)*(?:\s?(?:[%‰℃]|[A-Za-z]{1,3}\b|[\u3400-\u9fff]))?/g;

export interface TextRun {
  text: string;
  /** A number with its unit: never broken across lines. */
  number: boolean;
}

/** `text` cut into plain runs and number runs, in order; joined they give `text` back exactly. */
export function numberRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER_RUN)) {
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start), number: false });
    runs.push({ text: match[0], number: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), number: false });
  return runs;
}
