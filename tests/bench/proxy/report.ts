/** Markdown tables and number formats for the results. */

export type Align = 'left' | 'right';

/** Columns a text takes in a monospace font: CJK characters and full-width forms take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const c of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        c,
      )
        ? 2
        : 1;
  return width;
}

function pad(text: string, width: number, align: Align): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

/** A GitHub-flavoured markdown table; columns after the first are right-aligned by default. */
export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align?: readonly Align[],
): string {
  const alignOf = (i: number): Align => align?.[i] ?? (i === 0 ? 'left' : 'right');
  const widths = headers.map((h, i) =>
    Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? '')), 3),
  );
  const cell = (text: string, i: number) => pad(text, widths[i] ?? 3, alignOf(i));
  const line = (cells: readonly string[]) =>
    `| ${headers.map((_, i) => cell(cells[i] ?? '', i)).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (alignOf(i) === 'right' ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** Requests per second, whole, with thousands separators. */
export function rps(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Milliseconds: two decimals below 10 ms, one below 100, whole above. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (Math.abs(value) < 10) return value.toFixed(2);
  if (Math.abs(value) < 100) return value.toFixed(1);
  return Math.round(value).toString();
}

/** A signed difference in milliseconds: `+0.42`. */
export function deltaMs(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return `${value >= 0 ? '+' : '−'}${ms(Math.abs(value))}`;
}

/** `a` as a percentage of `b`: `84%`. */
export function percentOf(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '–';
  return `${Math.round((a / b) * 100)}%`;
}

/** `a` as a multiple of `b`: `×1.35`. */
export function times(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '–';
  const ratio = a / b;
  return `×${ratio < 10 ? ratio.toFixed(2) : ratio < 100 ? ratio.toFixed(1) : Math.round(ratio).toString()}`;
}

export function seconds(millis: number): string {
  return `${(millis / 1000).toFixed(1)} s`;
}
