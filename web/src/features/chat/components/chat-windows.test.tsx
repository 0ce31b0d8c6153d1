import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState } from '../../../shared/state/app-state';
import { ChatController } from '../model/chat-controller';
import type { ChatMessage } from '../port/chat-client';
import type { ChatHandle } from '../runtime/chat-runtime';
import { FakeChatClient } from '../testing/fake-chat-client';
import ChatWindows from './chat-windows';

const runtime = vi.hoisted(() => ({
  handles: new Map<string, Promise<ChatHandle>>(),
}));

vi.mock('../runtime/chat-runtime', () => ({
  chatHandle: (role: string) => runtime.handles.get(role) ?? Promise.reject(new Error(role)),
  endChat: async () => undefined,
}));

const reply = (from: string, text: string, time: number): ChatMessage => ({
  id: `${from}-${time}`,
  sessionId: `p2p-${from}`,
  from,
  to: 'me',
  time,
  kind: 'text',
  text,
});

/** A started chat whose client already holds `client`'s sessions and messages. */
async function handleFor(client: FakeChatClient, peer: string | null): Promise<ChatHandle> {
  const controller = new ChatController(client, {
    renew: async () => ({ account: 'me', secret: 'ticket' }),
    log: () => undefined,
  });
  await controller.start();
  return { controller, peer, retry: () => undefined };
}

function renderWindows(supportHours = '工作日 9:00-18:00') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['bffConfig'], {
    code: 0,
    data: {
      brand: '易商云',
      hotline: '400-800-6688',
      supportHours,
      chat: { mode: 'local' },
      wechat: { mode: 'simulated' },
      miniProgramName: '易商云小程序',
      officialAccountName: '易商云服务号',
      demo: true,
    },
  });
  render(
    <QueryClientProvider client={client}>
      <ChatWindows />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  runtime.handles.clear();
  appState.loggedIn = true;
  appState.chatPeer.consultant = null;
  appState.chat.supportOpen = false;
  appState.chat.consultantOpen = false;
});

afterEach(() => {
  cleanup();
  appState.chat.supportOpen = false;
  appState.chat.consultantOpen = false;
});

describe('chat windows', () => {
  it('open the consultant window on the conversation whose reply is waiting', async () => {
    const client = new FakeChatClient('me');
    client.sessions = [
      { id: 'p2p-gw2', peer: 'gw2', pinned: false, updatedAt: 20, unread: 1 },
      { id: 'p2p-gw1', peer: 'gw1', pinned: false, updatedAt: 10, unread: 0 },
    ];
    client.messages = [reply('gw2', '您好，营业执照需要准备这些材料', 20)];
    // No consultant is assigned to this user: the window has no peer of its own.
    runtime.handles.set('consultant', handleFor(client, null));
    appState.chat.consultantOpen = true;
    renderWindows();
    const window = await screen.findByRole('dialog', { name: '服务顾问' });
    expect(await within(window).findByText('您好，营业执照需要准备这些材料')).toBeInTheDocument();
    expect(within(window).queryByText('请选择左侧的会话')).not.toBeInTheDocument();
  });

  it('greet the visitor in the support window with the configured opening hours', async () => {
    const client = new FakeChatClient('me');
    runtime.handles.set('support', handleFor(client, 'kf'));
    appState.chat.supportOpen = true;
    renderWindows('工作日 9:00-18:00');
    const window = await screen.findByRole('dialog', { name: '在线客服' });
    const messages = await within(window).findByRole('list', { name: '消息记录' });
    expect(messages).toHaveTextContent('欢迎咨询易商云在线客服');
    expect(messages).toHaveTextContent('客服在线时间：工作日 9:00-18:00');
    await act(async () => undefined);
  });
});
