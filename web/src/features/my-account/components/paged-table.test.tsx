import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myDataRouteSamples } from '@ysy/contracts/account/my-data-samples';
import { endpoints } from '@ysy/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';
import {
  accountFetch,
  findPanel,
  startEachTestSignedIn,
  type FakeAnswer,
} from '../../user-center/components/account-fetch.test-util';

const ORDERS = `GET ${endpoints.myOrders.bffPath}`;
const NEEDS = `GET ${endpoints.myNeeds.bffPath}`;
const nothing: FakeAnswer = { body: { code: 0, data: { total: 0, page: 1, list: [] } } };

startEachTestSignedIn();

describe('我的订单 and 我的需求, one paged table each', { timeout: 20_000 }, () => {
  it('我的订单: the total, the columns and a row an order; empty, a link to the services', async () => {
    let reply: FakeAnswer = { body: myDataRouteSamples.myOrders.reply };
    vi.stubGlobal('fetch', accountFetch({ [ORDERS]: () => reply }).fetch);
    const view = await renderApp('/user?tab=orders');
    const panel = await findPanel('我的订单');
    expect(await within(panel).findByText('共 1 个订单')).toBeVisible();
    const table = within(panel).getByRole('table', { name: '我提交的服务订单' });
    const [head, row] = within(table).getAllByRole('row');
    expect(head).toHaveTextContent('订单号服务金额状态提交时间');
    expect(row).toHaveTextContent('YS202507010001');
    expect(row).toHaveTextContent('公司注册');
    expect(row).toHaveTextContent('已提交，待顾问联系');
    view.unmount();

    reply = nothing;
    await renderApp('/user?tab=orders');
    const empty = await findPanel('我的订单');
    expect(await within(empty).findByText(/还没有订单，/)).toBeVisible();
    expect(within(empty).getByRole('link', { name: '去选购服务' })).toHaveAttribute(
      'href',
      '/buyfinance',
    );
    expect(within(empty).queryByRole('table')).toBeNull();
  });

  it('我的需求: a row a need with the phone masked; empty, a button that opens 发布需求', async () => {
    let reply: FakeAnswer = { body: myDataRouteSamples.myNeeds.reply };
    vi.stubGlobal('fetch', accountFetch({ [NEEDS]: () => reply }).fetch);
    const view = await renderApp('/user?tab=needs');
    const panel = await findPanel('我的需求');
    expect(await within(panel).findByText('共 1 条需求')).toBeVisible();
    const table = within(panel).getByRole('table', { name: '我发布的需求' });
    const [head, row] = within(table).getAllByRole('row');
    expect(head).toHaveTextContent('需求内容联系电话发布时间');
    expect(row).toHaveTextContent('想在深圳注册一家科技公司，需要代理记账');
    expect(row).toHaveTextContent('138****8000');
    view.unmount();

    reply = nothing;
    await renderApp('/user?tab=needs');
    const empty = await findPanel('我的需求');
    expect(await within(empty).findByText(/还没有发布过需求，/)).toBeVisible();
    await userEvent.click(within(empty).getByRole('button', { name: '发布需求' }));
    expect(appState.publishNeedOpen).toBe(true);
    expect(screen.queryByRole('table', { name: '我发布的需求' })).toBeNull();
  });
});
