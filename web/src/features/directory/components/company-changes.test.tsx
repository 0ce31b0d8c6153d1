import { screen, within } from '@testing-library/react';
import type { CompanyChange } from '@ysy/contracts/account/schemas';
import { endpoints } from '@ysy/contracts/endpoints';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';

const eid = routeSamples.companyProfile.query?.eid ?? '';
const profileSample = routeSamples.companyProfile.reply;

const changes: CompanyChange[] = [
  {
    id: 9,
    kind: 'legal_person',
    before: '王芳',
    after: '张伟',
    changed_on: '2025-06-18',
    source: '深圳市市场监督管理局',
  },
  {
    id: 4,
    kind: 'trademark',
    after: '第 35 类 易商',
    changed_on: '2024-03-02',
    source: '国家知识产权局',
  },
];

/** The sample profile at `path`, its 变更记录 answering `total` rows with `list` on the page. */
async function renderChanges(path: string, total: number, list: CompanyChange[]) {
  const fetch = fakeFetch({
    ...emptyShellData,
    [endpoints.companyProfile.bffPath]: 'data' in profileSample ? profileSample.data : undefined,
    [endpoints.companyChanges.bffPath]: { total, page: 1, list },
  });
  vi.stubGlobal('fetch', fetch);
  await renderApp(path);
  const section = await screen.findByRole('region', { name: /变更记录/ });
  return { section, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a company profile's 变更记录", { timeout: 20_000 }, () => {
  it('lists the changes as the server orders them: date, kind, before, after, source', async () => {
    const { section } = await renderChanges(`/company/${eid}`, 2, changes);
    const table = await within(section).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['变更日期', '变更事项', '变更前', '变更后', '来源'],
      ['2025-06-18', '法定代表人变更', '王芳', '张伟', '深圳市市场监督管理局'],
      ['2024-03-02', '新增商标', '—', '第 35 类 易商', '国家知识产权局'],
    ]);
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(/变更记录\s?2/);
    // Two rows fit one page: no pager.
    expect(within(section).queryByRole('navigation')).toBeNull();
  });

  it('is reached from the section tabs', async () => {
    await renderChanges(`/company/${eid}`, 2, changes);
    const tabs = screen.getByRole('navigation', { name: '企业信息目录' });
    expect(within(tabs).getByRole('link', { name: '变更记录' })).toHaveAttribute(
      'href',
      '#changes',
    );
  });

  it('pages with the product pager, the page in the URL and back to the section', async () => {
    const { section, fetch } = await renderChanges(`/company/${eid}?changes=2`, 25, changes);
    await within(section).findByRole('table');
    const calls = fetch.mock.calls.map(([input]) => String(input));
    expect(calls).toContain(`${endpoints.companyChanges.bffPath}?eid=${eid}&page=2`);
    const pager = within(section).getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 3 页' })).toHaveAttribute(
      'href',
      `/company/${eid}?changes=3#changes`,
    );
    expect(within(pager).getByRole('link', { name: '第 1 页' })).toHaveAttribute(
      'href',
      `/company/${eid}#changes`,
    );
  });

  it('says so when the company has no recorded change', async () => {
    const { section } = await renderChanges(`/company/${eid}`, 0, []);
    expect(await within(section).findByText(/暂无变更记录/)).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
