import { screen, within } from '@testing-library/react';
import { endpoints } from '@ysy/contracts/endpoints';
import type { AnnualReport } from '@ysy/contracts/lookup/schemas';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';

const report = (year: number): AnnualReport => ({
  year,
  submit_date: `${year + 1}-05-20`,
  employees: 12,
  total_assets: 300,
  revenue: 200,
  net_profit: 20,
  tax_paid: 8,
  address: '广州市天河区体育西路 1 号',
  phone: '020-12345678',
  email: 'hi@example.cn',
  status: '已公示',
});

/** The profile of the sample company, its report call answering `years`. */
async function renderYears(years: number[]) {
  const profile = routeSamples.companyProfile.reply;
  const eid = routeSamples.companyProfile.query?.eid ?? '';
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      ...emptyShellData,
      [endpoints.companyProfile.bffPath]: 'data' in profile ? profile.data : undefined,
      [endpoints.declarationYears.bffPath]: {
        company: { eid, name: '新明生活科技有限公司' },
        years: years.map((year) => ({ year, report: report(year) })),
      },
    }),
  );
  await renderApp(`/company/${eid}`);
  return eid;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a company profile's annual reports", () => {
  it('lists each year, newest first, linking to that year of the report page', async () => {
    const eid = await renderYears([2022, 2024, 2023]);
    const list = await screen.findByRole('list', { name: '企业年报' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '2024年度报告',
      '2023年度报告',
      '2022年度报告',
    ]);
    expect(links[0]).toHaveAttribute('href', `/declarationyears/${eid}#y2024`);
    expect(list).toHaveTextContent('公示日期：2025-05-20');
    expect(list).not.toHaveTextContent('新明生活科技有限公司');
  });

  it('says plainly when the company has filed none', async () => {
    await renderYears([]);
    const section = await screen.findByRole('region', { name: /企业年报/ });
    expect(await within(section).findByText('暂无已公示年报')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /年度报告/ })).not.toBeInTheDocument();
  });
});
