import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePage } from '@ysy/contracts/service/schemas';
import type { Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { testDatabaseKinds } from '../../testing/databases';
import { findSitePage } from './service-content';

/**
 * What each legal page must cover, as words its section headings contain, and the least text its
 * sections hold. The floors sit a little under the current texts: a page cut back to a summary
 * (the first versions held 400–1,300 characters) fails, a reworded sentence does not.
 */
const LEGAL_PAGES = [
  {
    slug: 'userprotocol',
    minChars: 3000,
    headings: [
      '账号',
      '服务',
      '费用',
      '退款',
      '用户行为规范',
      '知识产权',
      '责任',
      '个人信息',
      '变更',
      '法律适用与争议解决',
      '联系我们',
    ],
    mentions: ['中华人民共和国法律', '《隐私政策》', '/privacypolicy', '不在线收取'],
  },
  {
    slug: 'disclaimer',
    minChars: 2500,
    headings: [
      '信息的来源',
      '准确性',
      '查询结果的使用',
      '办理结果',
      '第三方',
      '责任限制',
      '联系我们',
    ],
    mentions: ['中华人民共和国法律', '不构成'],
  },
  {
    slug: 'privacypolicy',
    minChars: 2200,
    headings: [
      '收集哪些信息',
      '浏览器',
      '保存多久',
      '谁能看到',
      '您的权利',
      '注销账号',
      '联系我们',
    ],
    mentions: ['手机号码', '聊天消息', '上传的文件', '最近的企业搜索', 'Cookie', '留言'],
  },
] as const;

const bodyLength = (page: SitePage) =>
  page.sections.reduce((sum, section) => sum + section.body.length, 0);

describe.each(testDatabaseKinds())('legal pages on $name', (kind) => {
  let db: Db;

  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it.each(LEGAL_PAGES)('$slug is complete, headed and dated', async (spec) => {
    const page = await findSitePage(db, spec.slug);
    expect(page).toBeDefined();
    const { sections, lead = '', revised_on } = page!;
    expect(bodyLength(page!)).toBeGreaterThanOrEqual(spec.minChars);

    const headings = sections.map((section) => section.heading);
    for (const word of spec.headings) {
      expect(
        headings.some((heading) => heading.includes(word)),
        `a heading with ${word}`,
      ).toBe(true);
    }
    // Numbered headings (一、二、…) in order, so a reader can cite a section.
    const numerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
    headings.slice(0, 10).forEach((heading, index) => {
      expect(heading.startsWith(`${numerals[index]}、`), heading).toBe(true);
    });

    const text = [lead, ...sections.map((section) => section.body)].join('\n');
    for (const word of spec.mentions) expect(text, word).toContain(word);
    expect(revised_on).toMatch(/^2026-/);
    expect(lead).toMatch(/生效日期：\d{4} 年 \d{1,2} 月 \d{1,2} 日/);
  });

  it('the privacy policy says how long a visitor’s chat uploads are kept and how much is stored', async () => {
    const page = await findSitePage(db, 'privacypolicy');
    const kept = page?.sections.find((section) => section.heading.includes('保存多久'))?.body;
    expect(kept).toContain('- 聊天消息：保存 1 年\n- 上传的文件：');
    expect(kept).toContain('未登录的访客在在线客服中上传的文件自上传之日起保存 30 天');
    const collected = page?.sections.find((section) => section.heading.includes('收集哪些信息'));
    expect(collected?.body).toContain('未登录的访客在在线客服中上传的文件合计不超过 50 MB');
  });
});
