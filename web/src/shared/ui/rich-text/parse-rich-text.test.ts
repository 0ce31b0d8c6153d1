import { describe, expect, it } from 'vitest';
import { headingsOf, parseRichText } from './parse-rich-text';

describe('parseRichText', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const blocks = parseRichText(
      '导语第一行\n导语第二行\n\n## 第一步\n\n- 甲\n- 乙\n\n### 细节\n1. 一\n2. 二\n\n结尾',
      'a',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', lines: ['导语第一行', '导语第二行'] },
      { kind: 'heading', level: 2, text: '第一步', id: 'a-1' },
      { kind: 'list', ordered: false, items: ['甲', '乙'] },
      { kind: 'heading', level: 3, text: '细节', id: 'a-2' },
      { kind: 'list', ordered: true, items: ['一', '二'] },
      { kind: 'paragraph', lines: ['结尾'] },
    ]);
    expect(headingsOf(blocks).map((h) => h.text)).toEqual(['第一步', '细节']);
  });

  it('keeps a single # line as text (only ## and ### are headings)', () => {
    expect(parseRichText('# 不是标题')).toEqual([{ kind: 'paragraph', lines: ['# 不是标题'] }]);
  });
});
