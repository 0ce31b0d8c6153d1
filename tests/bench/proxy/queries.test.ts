import { describe, expect, it } from 'vitest';
import { SEARCH_QUERIES, VISITORS_BEFORE } from './queries';

describe('the visitors before the measured searches', () => {
  it('search no word of the measured mix, nor one holding such a word', () => {
    const measured = [...new Set(SEARCH_QUERIES.map((query) => query.keyword))];
    for (const { keyword } of VISITORS_BEFORE) {
      for (const word of measured) {
        expect(keyword.includes(word), `${keyword} holds ${word}`).toBe(false);
      }
    }
  });
});
