import { screen, within } from '@testing-library/react';
import type { NavCategory } from '@ysy/contracts/nav/schemas';
import { vipSample } from '@ysy/contracts/service/route-samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';

const entry = (id: number, name: string, url: string): NavCategory => ({
  id,
  category_name: name,
  url,
  icon: '',
  img: [],
  show: '',
  desc: `${name}的说明`,
  children: [],
});

/** Home with a menu of two items that have no sub-items of their own. */
async function renderHome() {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      ...emptyShellData,
      '/api/ysy/index/get_nav': [entry(1, '企业查询', '/einquery'), entry(2, 'VIP会员', '/vip')],
      '/api/client/vip/tiers': {
        ...vipSample,
        tiers: [
          { level: 0, name: '免费用户', price: '0', period: '年', desc: '', benefits: [] },
          ...vipSample.tiers,
        ],
      },
    }),
  );
  await renderApp('/');
  return within(screen.getByRole('list', { name: '服务分类' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("home's entry cards", () => {
  it('企业查询 lists the query pages it leads to', async () => {
    const cards = await renderHome();
    const card = cards.getByRole('link', { name: /企业查询/ }).closest('li');
    expect(card).not.toBeNull();
    const links = within(card as HTMLElement)
      .getAllByRole('link')
      .slice(1);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['税号查询', '/einquery'],
      ['年报查询', '/reportquery'],
      ['商标查询', '/trademarkone'],
      ['专利查询', '/footerpatent'],
      ['软件著作权', '/softwarecopyright'],
      ['作品著作权', '/workwork'],
    ]);
  });

  it('VIP会员 lists the paid tiers with their price, each leading to /vip', async () => {
    const cards = await renderHome();
    const card = cards.getByRole('link', { name: /VIP会员/ }).closest('li') as HTMLElement;
    const tier = await within(card).findByRole('link', { name: '基础会员 ¥299/年' });
    expect(tier).toHaveAttribute('href', '/vip');
    expect(within(card).queryByText(/免费用户/)).not.toBeInTheDocument();
  });
});
