import { describe, expect, it } from 'vitest';
import { numberRuns } from './number-runs';

const kept = (text: string) =>
  numberRuns(text)
    .filter((run) => run.number)
    .map((run) => run.text);

describe('numberRuns', () => {
  it('holds a number together with its unit, spaced or not', () => {
    expect(kept('科技南十二路 18 号易商大厦 12 层')).toEqual(['18 号', '12 层']);
    expect(kept('月付低至 199 元，满意度 98%')).toEqual(['199 元', '98%']);
    expect(kept('文件不超过 10 MB')).toEqual(['10 MB']);
  });

  it('keeps separators, ranges and ratios inside one run', () => {
    expect(kept('周一至周日 9:00-21:00')).toEqual(['9:00-21:00']);
    expect(kept('共 20,000 条')).toEqual(['20,000 条']);
    expect(kept('第 1 / 2 页')).toEqual(['1 / 2 页']);
  });

  it('gives the text back exactly when joined', () => {
    const text = '地址：易商大厦 12 层 03 室，电话 020-12345678。';
    expect(
      numberRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
    expect(numberRuns('没有数字')).toEqual([{ text: '没有数字', number: false }]);
  });
});
