import { screen, within } from '@testing-library/react';
import { campaignSample } from '@ysy/contracts/service/route-samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { beijingToday } from '../model/campaign-status';

const services = [
  {
    slug: 'ys',
    service_id: 1,
    name: '公司注册',
    headline: '最快 3 个工作日',
    url: '/ys',
    price_from: '699',
    hot: true,
  },
  {
    slug: 'buyfinance',
    service_id: 2,
    name: '代理记账',
    headline: '月付 199 元起',
    url: '/buyfinance',
    price_from: '199',
    hot: true,
  },
];

function serve(campaign: typeof campaignSample.campaign) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      ...emptyShellData,
      '/api/client/site/campaign': { campaign },
      '/api/client/service/all': { services },
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const main = () => screen.getByRole('main');

describe('/t/a, a campaign with its dates', () => {
  it('says plainly that an ended campaign has ended and offers what is on sale instead', async () => {
    serve(campaignSample.campaign); // 2025-07-01 … 2025-09-30
    await renderApp('/t/a');
    await screen.findByRole('heading', { level: 1, name: campaignSample.campaign.title });
    expect(main()).toHaveTextContent('活动时间：2025 年 7 月 1 日 至 2025 年 9 月 30 日');
    expect(within(main()).getByText('已结束')).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { name: '本活动已结束' })).toBeInTheDocument();
    expect(main()).toHaveTextContent('本活动已于 2025 年 9 月 30 日结束');
    // No call to join what is over.
    expect(within(main()).queryByRole('link', { name: '立即参与' })).not.toBeInTheDocument();
    const offers = await screen.findByRole('list', { name: '正在提供的服务与会员方案' });
    expect(within(offers).getByRole('link', { name: /公司注册/ })).toHaveAttribute('href', '/ys');
    expect(within(offers).getByRole('link', { name: /代理记账.*¥199 起/ })).toHaveAttribute(
      'href',
      '/buyfinance',
    );
    expect(within(offers).getByRole('link', { name: /VIP 会员/ })).toHaveAttribute('href', '/vip');
    // The campaign's own text is still there to read.
    expect(within(main()).getByRole('heading', { level: 2, name: '活动内容' })).toBeInTheDocument();
  });

  it('offers its call to action while it runs, and no ended notice', async () => {
    const today = beijingToday();
    serve({ ...campaignSample.campaign, starts_on: '2020-01-01', ends_on: today });
    await renderApp('/t/a');
    await screen.findByRole('heading', { level: 1, name: campaignSample.campaign.title });
    expect(within(main()).getByText('进行中')).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: '立即参与' })).toHaveAttribute('href', '/ys');
    expect(within(main()).queryByText('本活动已结束')).not.toBeInTheDocument();
  });
});
