import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState } from '../shared/state/app-state';
import { DialogsHost } from './dialogs-host';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ code: 1, msg: '测试' }), { status: 200 }),
    ),
  );
  appState.publishNeedOpen = false;
  appState.loginWindowShown = false;
  appState.consultation = { open: false, serviceId: 0 };
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DialogsHost />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DialogsHost', () => {
  it('opens each dialog from its flag and clears the flag on close', async () => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => {
      appState.publishNeedOpen = true;
    });
    const publish = await screen.findByRole('dialog', { name: '发布需求' });
    await act(async () => {
      fireEvent.click(within(publish).getByRole('button', { name: '关闭' }));
    });
    expect(appState.publishNeedOpen).toBe(false);

    await act(async () => {
      appState.loginWindowShown = true;
    });
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    });
    expect(appState.loginWindowShown).toBe(false);

    await act(async () => {
      appState.consultation = { open: true, serviceId: 3 };
    });
    expect(await screen.findByRole('dialog', { name: '免费电话咨询' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    });
    expect(appState.consultation).toEqual({ open: false, serviceId: 3 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
