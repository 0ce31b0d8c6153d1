/**
 * Character n-grams for substring search over Chinese text.
 *
 * A row stores the distinct unigrams and bigrams of its searchable texts (`grams text[]`, GIN
 * index). A query of one character needs its unigram; a longer one needs its bigrams. Every
 * bigram of a substring is a bigram of the text, so `grams @> queryGrams(q)` never loses a match;
 * it may over-match ("深圳科技" has the bigrams of "科技深圳"), which the LIKE recheck removes.
 * Grams spanning whitespace are left out on both sides, so that invariant holds for them too.
 */

const SPACE = /\s/u;

/** Lower-cased code points: the form both the grams and the LIKE recheck compare. */
function chars(text: string): string[] {
  return Array.from(text.toLowerCase());
}

/** Distinct unigrams and bigrams of all `texts` (each text on its own: no gram spans two). */
export function gramsOf(...texts: readonly string[]): string[] {
  // Hot path of the seed (tens of grams per row, hundreds of thousands of rows): one pass over
  // each string, no intermediate arrays.
  const out = new Set<string>();
  for (const text of texts) {
    let prev = '';
    for (const c of text.toLowerCase()) {
      if (c === ' ' || SPACE.test(c)) {
        prev = '';
        continue;
      }
      out.add(c);
      if (prev !== '') out.add(prev + c);
      prev = c;
    }
  }
  return [...out];
}

/**
 * The grams a row must contain to possibly match `query`: its bigrams, plus the unigram of any
 * character not covered by one (a one-character query, or a character between spaces).
 */
export function queryGrams(query: string): string[] {
  const cs = chars(query);
  const out = new Set<string>();
  const covered = new Array<boolean>(cs.length).fill(false);
  for (let i = 0; i + 1 < cs.length; i++) {
    const a = cs[i] as string;
    const b = cs[i + 1] as string;
    if (SPACE.test(a) || SPACE.test(b)) continue;
    out.add(a + b);
    covered[i] = true;
    covered[i + 1] = true;
  }
  cs.forEach((c, i) => {
    if (!covered[i] && !SPACE.test(c)) out.add(c);
  });
  return [...out];
}

/** Escapes LIKE's wildcards (and its escape character) in user input. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The lower-cased `%q%` pattern for a LIKE recheck, with the input's wildcards escaped. */
export function containsPattern(query: string): string {
  return `%${escapeLike(query.toLowerCase())}%`;
}

/** Text stored for person/product matching: lower-cased, one space between items. */
export function searchText(items: readonly string[]): string {
  return ` ${items.map((item) => item.toLowerCase()).join(' ')} `;
}
