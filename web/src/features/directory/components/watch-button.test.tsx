import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMIT_REACHED_CODE } from '@ysy/contracts/account/values';
import { endpoints } from '@ysy/contracts/endpoints';
import { routeSamples } from '@ysy/contracts/testing/route-samples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from '../../../routes/render-app.test-util';
import { appState } from '../../../shared/state/app-state';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { syncLoginState } from '../../session';

const eid = routeSamples.companyProfile.query?.eid ?? '';
const profileSample = routeSamples.companyProfile.reply;
const limitMsg = '免费用户最多关注 10 家企业，升级基础会员可关注 200 家';

/** How the fake server answers the next 关注: stored, over the limit, or a failed call. */
type WatchOutcome = 'stored' | 'limit' | 'broken';

/** A BFF that keeps one user's watch of the sample company, and counts the writes. */
function watchServer(outcome: { next: WatchOutcome }) {
  const state = { watching: false, writes: [] as string[] };
  const shell = fakeFetch({
    ...emptyShellData,
    [endpoints.companyProfile.bffPath]: 'data' in profileSample ? profileSample.data : undefined,
    [endpoints.companyChanges.bffPath]: { total: 0, page: 1, list: [] },
  });
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith(endpoints.watchStatus.bffPath))
      return json({ code: 0, data: { watching: state.watching } });
    const write = [endpoints.watchCompany, endpoints.unwatchCompany].find(
      (route) => url === route.bffPath,
    );
    if (write) {
      state.writes.push(`${write.id} ${String(init?.body)}`);
      if (outcome.next === 'broken')
        return json({ code: 502, msg: '服务暂时不可用，请稍后重试' }, 502);
      if (outcome.next === 'limit' && write === endpoints.watchCompany)
        return json({ code: LIMIT_REACHED_CODE, msg: limitMsg });
      state.watching = write === endpoints.watchCompany;
      return json({ code: 0, msg: 'ok', data: { watching: state.watching, watched: 1 } });
    }
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return state;
}

async function logIn() {
  localStorage.setItem(
    storageKeys.userInfo,
    JSON.stringify({ id: 1, nickname: '演示用户', name: '张三', avatar: '' }),
  );
  await act(async () => syncLoginState());
}

async function openProfile() {
  await renderApp(`/company/${eid}`);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appState.loggedIn = false;
  appState.loginWindowShown = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole app renders for each case (the profile's chunk, the shell): slower than a unit.
describe('关注 on a company profile', { timeout: 20_000 }, () => {
  it('watches and unwatches, pressed only once the server says the company is watched', async () => {
    const server = watchServer({ next: 'stored' });
    await logIn();
    await openProfile();
    const watch = await screen.findByRole('button', { name: '关注' });
    await vi.waitFor(() => expect(watch).toBeEnabled());
    expect(watch).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(watch);
    const watched = await screen.findByRole('button', { name: '已关注' });
    expect(watched).toHaveAttribute('aria-pressed', 'true');
    expect(server.writes).toEqual([`watchCompany {"eid":"${eid}"}`]);

    await userEvent.click(watched);
    expect(await screen.findByRole('button', { name: '关注' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(server.writes[1]).toBe(`unwatchCompany {"eid":"${eid}"}`);
    expect(server.watching).toBe(false);
  });

  it('shows a watched company as 已关注 from the start', async () => {
    const server = watchServer({ next: 'stored' });
    server.watching = true;
    await logIn();
    await openProfile();
    expect(await screen.findByRole('button', { name: '已关注' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('over the limit shows the message with the way to /vip, and stays 关注', async () => {
    watchServer({ next: 'limit' });
    await logIn();
    await openProfile();
    const watch = await screen.findByRole('button', { name: '关注' });
    await vi.waitFor(() => expect(watch).toBeEnabled());
    await userEvent.click(watch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limitMsg);
    expect(within(alert).getByRole('link', { name: '升级会员' })).toHaveAttribute('href', '/vip');
    expect(screen.getByRole('button', { name: '关注' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a failed call says so in Chinese, and the button keeps the state the server gave', async () => {
    const outcome: { next: WatchOutcome } = { next: 'stored' };
    watchServer(outcome);
    await logIn();
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: '关注' }));
    const watched = await screen.findByRole('button', { name: '已关注' });
    outcome.next = 'broken';
    await userEvent.click(watched);
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂时不可用，请稍后重试');
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('anonymous: opens the login dialog, and watches this company once logged in', async () => {
    const server = watchServer({ next: 'stored' });
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: '关注' }));
    expect(appState.loginWindowShown).toBe(true);
    expect(server.writes).toEqual([]);

    // The login comes back to this page (in the browser by a full navigation).
    await logIn();
    expect(await screen.findByRole('button', { name: '已关注' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.writes).toEqual([`watchCompany {"eid":"${eid}"}`]);
  });

  it('anonymous, the login dialog closed without a login: nothing is watched later', async () => {
    const server = watchServer({ next: 'stored' });
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: '关注' }));
    await act(async () => {
      appState.loginWindowShown = false;
      await Promise.resolve();
    });
    await logIn();
    const watch = await screen.findByRole('button', { name: '关注' });
    await vi.waitFor(() => expect(watch).toBeEnabled());
    expect(server.writes).toEqual([]);
  });
});
