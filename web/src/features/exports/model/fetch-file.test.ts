import { describe, expect, it } from 'vitest';
import { fileNameOf } from './fetch-file';
import { exportedFileUrl, exportUrlOf } from './export-url';
import { describeQuery } from './describe-query';

describe('fileNameOf', () => {
  it('reads the Chinese name of RFC 5987 filename* before the ASCII fallback', () => {
    const name = '企业名单_科技_2026-11-26.xlsx';
    expect(
      fileNameOf(
        `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'x.xlsx',
      ),
    ).toBe(name);
    expect(fileNameOf('attachment; filename="export.xlsx"', 'x.xlsx')).toBe('export.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('export URLs', () => {
  it('export the list’s own query without its page', () => {
    expect(
      exportUrlOf({ keyword: '科技', page: 3, province: '广东省', sort: 'capital_desc' }),
    ).toBe(
      `/api/client/account/export?keyword=${encodeURIComponent('科技')}&province=${encodeURIComponent('广东省')}&sort=capital_desc`,
    );
    expect(exportedFileUrl(12)).toBe('/api/client/account/exports/file?id=12');
  });
});

describe('describeQuery', () => {
  it('names the keyword, the filters and a sort other than relevance', () => {
    const bandName = (id: number) => (id === 3 ? '200万-500万' : undefined);
    expect(
      describeQuery(
        { keyword: '科技', province: '广东省', yuan: 3, status: '存续', sort: 'capital_desc' },
        bandName,
      ),
    ).toBe('科技 · 广东省 · 200万-500万 · 存续 · 注册资本从高到低');
    expect(describeQuery({ keyword: '科技', year_from: 2010, year_to: 2020 }, bandName)).toBe(
      '科技 · 成立于 2010–2020 年',
    );
  });
});
