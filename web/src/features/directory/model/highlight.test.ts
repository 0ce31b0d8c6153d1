import { describe, expect, it } from 'vitest';
import { excerptAround, highlight } from './highlight';

describe('highlight', () => {
  it('marks every occurrence of the keyword, case-insensitively', () => {
    expect(highlight('深圳科技有限公司科技部', '科技')).toEqual([
      { text: '深圳', hit: false },
      { text: '科技', hit: true },
      { text: '有限公司', hit: false },
      { text: '科技', hit: true },
      { text: '部', hit: false },
    ]);
    expect(highlight('SaaS平台', 'saas')).toEqual([
      { text: 'SaaS', hit: true },
      { text: '平台', hit: false },
    ]);
  });

  it('keeps markup in a reply as plain text', () => {
    const segments = highlight('<b>云帆</b>科技', '云帆');
    expect(segments.map((s) => s.text).join('')).toBe('<b>云帆</b>科技');
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['云帆']);
  });

  it('matches nothing for a blank or absent keyword', () => {
    expect(highlight('易商云', '  ')).toEqual([{ text: '易商云', hit: false }]);
    expect(highlight('易商云', '腾讯')).toEqual([{ text: '易商云', hit: false }]);
    expect(highlight('', '云')).toEqual([]);
  });
});

describe('excerptAround', () => {
  const scope = `${'软件开发；'.repeat(20)}人工智能应用软件开发；${'信息咨询；'.repeat(20)}`;
  it('cuts a long text around the first match with ellipses', () => {
    const excerpt = excerptAround(scope, '人工智能', 40);
    expect(excerpt).toContain('人工智能');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });
  it('keeps a short text whole and opens a long one without a match', () => {
    expect(excerptAround('软件开发', '云')).toBe('软件开发');
    expect(excerptAround(scope, '区块链', 10)).toBe(`${scope.slice(0, 10)}…`);
  });
});
