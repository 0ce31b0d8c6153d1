import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackConfig } from '../../../shared/api/bff-config';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';

const page = {
  page: {
    slug: 'profile',
    title: '公司简介',
    sections: [{ heading: '服务理念', body: '以客户为准绳。' }],
    facts: [],
  },
};

function serve(company: object) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      ...emptyShellData,
      '/api/client/site/page': page,
      '/api/bff/config': { ...fallbackConfig, company },
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/profile', () => {
  it("lists the company's registration details from the configuration", async () => {
    serve({
      name: '深圳市易商云科技有限公司',
      creditCode: '91440300MA5F8Y2K3R',
      address: '深圳市南山区科技园',
      businessScope: '企业管理咨询',
    });
    await renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: '公司简介' });
    const facts = screen.getByLabelText('基本信息');
    expect(
      within(facts)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['企业名称', '统一社会信用代码', '注册地址', '经营范围']);
    expect(facts).toHaveTextContent('91440300MA5F8Y2K3R');
    expect(screen.getByRole('main')).not.toHaveTextContent('示例');
  });

  it('leaves an unset detail out, and the whole list when none is set', async () => {
    serve({ name: '深圳市易商云科技有限公司' });
    const first = await renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: '公司简介' });
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['企业名称']);
    first.unmount();

    serve({});
    await renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: '公司简介' });
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByText('统一社会信用代码')).not.toBeInTheDocument();
  });
});
