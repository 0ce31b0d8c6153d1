import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@ysy/contracts/routes';
import { directoryMessages } from '@ysy/contracts/directory/messages';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { buildUpstreamApp } from '../app';

describe.each(testDatabaseKinds())('directory calls on $name', (kind) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 400);
    app = await buildUpstreamApp({ db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (path: string, query: Record<string, string | number>) =>
    app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    });

  it('suggests companies by a legal representative and says what matched', async () => {
    const [company] = await db.query<{ eid: string; legal_person: string }>(
      'SELECT eid, legal_person FROM companies ORDER BY id LIMIT 1',
    );
    const res = await get(routes.companySuggest.path, { keyword: company!.legal_person });
    const list = res.json().data.list as { eid: string; kind: string; text: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    const hit = list.find((s) => s.eid === company!.eid);
    expect(hit).toMatchObject({ kind: 'legal_person', text: company!.legal_person });
  });

  it('filters the list by status and founding years, and sorts by capital', async () => {
    const res = await get(routes.companySearch.path, {
      keyword: '有限',
      status: '存续',
      year_from: 2010,
      year_to: 2020,
      sort: 'capital_desc',
    });
    const { total, entInfos } = res.json().data.customList as {
      total: number;
      entInfos: { status: string; found_date: string; reg_capital_wan: number }[];
    };
    const [expected] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM companies WHERE name LIKE '%有限%' AND status = '存续'
          AND founded_on BETWEEN '2010-01-01' AND '2020-12-31'`,
    );
    expect(total).toBe(expected!.n);
    expect(entInfos.every((c) => c.status === '存续')).toBe(true);
    expect(entInfos.every((c) => c.found_date >= '2010' && c.found_date < '2021')).toBe(true);
    const capitals = entInfos.map((c) => c.reg_capital_wan);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));
  });

  it('says which field a result matched', async () => {
    const [company] = await db.query<{ legal_person: string }>(
      'SELECT legal_person FROM companies ORDER BY id LIMIT 1',
    );
    const res = await get(routes.companySearch.path, { keyword: company!.legal_person });
    const first = res.json().data.customList.entInfos[0];
    expect(first.match.field).toMatch(/legal_person|shareholder|personnel/);
  });

  it('gives the profile its officers, dated facts and register counts', async () => {
    const [company] = await db.query<{ id: number; eid: string }>(
      'SELECT c.id, c.eid FROM companies c WHERE EXISTS (SELECT 1 FROM annual_reports r WHERE r.company_id = c.id) ORDER BY id LIMIT 1',
    );
    const res = await get(routes.companyProfile.path, { eid: company!.eid });
    const custom = res.json().data.custom;
    expect(custom.members.length).toBeGreaterThanOrEqual(2);
    const [latest] = await db.query<{ year: number; published_on: string }>(
      'SELECT year, published_on::text FROM annual_reports WHERE company_id = $1 ORDER BY year DESC LIMIT 1',
      [company!.id],
    );
    expect(custom.facts).toContainEqual({
      topic: 'contact',
      source: `${latest!.year}年度报告`,
      date: latest!.published_on,
    });
    const [counts] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM trademarks WHERE company_id = $1',
      [company!.id],
    );
    expect(custom.counts.trademarks).toBe(counts!.n);
  });

  it('stores a valid error report and refuses bad ones with a Chinese 400, storing nothing', async () => {
    const [company] = await db.query<{ id: number; eid: string }>(
      'SELECT id, eid FROM companies ORDER BY id LIMIT 1',
    );
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: routes.companyErrorReport.path,
        payload: payload as object,
      });
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM error_reports');

    const bad = [
      [{ eid: company!.eid, topic: 'basic', content: '短' }, directoryMessages.contentTooShort],
      [
        { eid: company!.eid, topic: 'nope', content: '地址已变更很久了' },
        directoryMessages.topicInvalid,
      ],
      [
        { eid: company!.eid, topic: 'basic', content: '地址已变更很久了', contact: 'abc' },
        directoryMessages.contactInvalid,
      ],
    ] as const;
    for (const [payload, msg] of bad) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM error_reports');
    expect(after[0]!.n).toBe(before[0]!.n);

    const ok = await post({
      eid: company!.eid,
      topic: 'contact',
      content: '电话已改为 0755-88886666',
      contact: '13800138000',
    });
    expect(ok.json()).toEqual({ code: 0, msg: directoryMessages.reportStored });
    const stored = await db.query<{ topic: string; content: string; contact: string }>(
      'SELECT topic, content, contact FROM error_reports WHERE company_id = $1',
      [company!.id],
    );
    expect(stored).toContainEqual({
      topic: 'contact',
      content: '电话已改为 0755-88886666',
      contact: '13800138000',
    });
  });
});
