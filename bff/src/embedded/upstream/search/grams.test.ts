import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, gramsOf, queryGrams, searchText } from './grams';

describe('grams', () => {
  it('are the distinct unigrams and bigrams, lower-cased, none spanning a space or two texts', () => {
    expect(gramsOf('科技科技').sort()).toEqual(['科', '科技', '技', '技科'].sort());
    expect(gramsOf('云帆 ERP').sort()).toEqual(
      ['云', '云帆', '帆', 'e', 'er', 'r', 'rp', 'p'].sort(),
    );
    expect(gramsOf('张三', '李四')).not.toContain('三李');
  });

  it('ask for bigrams, or the unigram of a character no bigram covers', () => {
    expect(queryGrams('科')).toEqual(['科']);
    expect(queryGrams('科技')).toEqual(['科技']);
    expect(queryGrams('网络科技')).toEqual(['网络', '络科', '科技']);
    expect(queryGrams('云 帆科')).toEqual(['帆科', '云']);
  });

  it('of every substring are contained in the grams of the text (no match is lost)', () => {
    const texts = ['深圳市云帆网络科技有限公司', '张伟 王小明', 'SaaS平台 企业管理软件'];
    for (const text of texts) {
      const all = new Set(gramsOf(text));
      const cs = Array.from(text.toLowerCase());
      for (let i = 0; i < cs.length; i++) {
        for (let j = i + 1; j <= cs.length; j++) {
          const sub = cs.slice(i, j).join('');
          if (sub.trim() === '') continue;
          for (const g of queryGrams(sub)) expect(all.has(g), `${sub} → ${g}`).toBe(true);
        }
      }
    }
  });

  it('escape LIKE wildcards in user input', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
    expect(containsPattern('A%b')).toBe('%a\\%b%');
    expect(searchText(['张伟', 'ERP'])).toBe(' 张伟 erp ');
  });
});
