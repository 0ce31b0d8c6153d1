import { describe, expect, it } from 'vitest';
import { blankUnsafeLinks, isSafeLink } from './links';

describe('isSafeLink', () => {
  it.each(['/vip', '/list?keyword=科技', 'https://example.cn/a', 'http://example.cn'])(
    'accepts %s',
    (value) => expect(isSafeLink(value)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    '/\tevil',
    'java\nscript:alert(1)',
    'mailto:a@b.c',
    'evil.example',
    'https://user@evil.example',
    'https://exa mple.cn',
    '',
  ])('refuses %j', (value) => expect(isSafeLink(value)).toBe(false));
});

describe('blankUnsafeLinks', () => {
  it('blanks unsafe urls at any depth and names each', () => {
    const data = [
      { url: '/ok', children: [{ url: 'javascript:alert(1)' }, { url: 'https://x.cn' }] },
      { url: 'data:x', img: [{ url: '/a.png' }] },
    ];
    const dropped: string[] = [];
    blankUnsafeLinks(data, (field) => dropped.push(field));
    expect(dropped).toEqual(['data[0].children[0].url', 'data[1].url']);
    expect(data).toEqual([
      { url: '/ok', children: [{ url: '' }, { url: 'https://x.cn' }] },
      { url: '', img: [{ url: '/a.png' }] },
    ]);
  });
});
