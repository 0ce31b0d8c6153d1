import { screen, within } from '@testing-library/react';
import { endpoints } from '@ysy/contracts/endpoints';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the company profile', () => {
  it('writes its register counts as every count is written (12,345)', async () => {
    const sample = routeSamples.companyProfile.reply;
    const custom = 'data' in sample ? sample.data.custom : {};
    const counts = {
      reports: 3,
      trademarks: 12345,
      patents: 1000,
      software_copyrights: 0,
      works_copyrights: 7,
    };
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...emptyShellData,
        [endpoints.companyProfile.bffPath]: { custom: { ...custom, counts } },
      }),
    );
    await renderApp(`/company/${routeSamples.companyProfile.query?.eid ?? ''}`);
    const tabs = await screen.findByRole('navigation', { name: '企业信息目录' });
    expect(within(tabs).getByRole('link', { name: /^商标信息\s?12,345$/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: /^专利信息\s?1,000$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /^商标信息\s?12,345$/ }),
    ).toBeInTheDocument();
  });
});
