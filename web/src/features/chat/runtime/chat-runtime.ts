import type { ChatRole } from '@ysy/contracts/chat/schemas';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { callApi } from '../../../shared/api/client';
import { appState } from '../../../shared/state/app-state';
import { ChatController } from '../model/chat-controller';
import { ChatRefused, type ChatClient, type ChatCredentials } from '../port/chat-client';
import { supportJsCode } from './js-code';

/**
 * The chat's running parts, created on first use and kept while the page lives, so unread
 * badges follow new messages while the windows are closed. This module and the adapters are
 * loaded only with the chat windows (their own chunk).
 */

export interface ChatHandle {
  controller: ChatController;
  /** The account the window talks to first (support agent, the user's consultant). */
  peer: string | null;
  /** The chat window's 重试: reconnect now. */
  retry(): void;
}

const handles = new Map<ChatRole, Promise<ChatHandle>>();

interface Ticket extends ChatCredentials {
  peer?: string;
}

async function ticket(role: ChatRole): Promise<Ticket> {
  const reply = await callApi(endpoints.imTicket, { body: { role } });
  if (!isSuccess(reply, 0)) throw new Error(reply.msg);
  const { account, secret, peer } = reply.data;
  return peer === undefined ? { account, secret } : { account, secret, peer };
}

/** The adapter the BFF's public config names: the embedded hub, or NetEase IM (its own chunk). */
async function createClient(
  role: ChatRole,
  renew: () => Promise<ChatCredentials>,
): Promise<ChatClient & { retryNow?(): void }> {
  const config = await callApi(endpoints.bffConfig);
  if (isSuccess(config, 0) && config.data.chat.mode === 'nim' && config.data.chat.appKey) {
    // NetEase IM: the adapter and the SDK are their own chunks, loaded only in this mode.
    const { NimChatClient } = await import('../adapters/nim-client');
    return new NimChatClient({ appKey: config.data.chat.appKey });
  }
  const { LocalChatClient } = await import('../adapters/local-client');
  return new LocalChatClient({ role, renew });
}

async function prepareSupport(): Promise<string> {
  // The support agent's account, then this visitor's anonymous account (sealed by the BFF).
  const kf = await callApi(endpoints.kfAccount);
  if (!isSuccess(kf, 0)) throw new Error(kf.msg);
  const created = await callApi(endpoints.getOrCreate, {
    body: { js_code: supportJsCode(), channel: 3 },
  });
  if (!isSuccess(created, 0)) throw new ChatRefused(created.msg);
  return kf.data.account;
}

async function create(role: ChatRole): Promise<ChatHandle> {
  let peer: string | null = null;
  if (role === 'support') peer = await prepareSupport();
  const renew = async () => {
    const t = await ticket(role);
    if (peer === null && t.peer !== undefined) peer = t.peer;
    return { account: t.account, secret: t.secret };
  };
  const client = await createClient(role, renew);
  const controller = new ChatController(client, {
    renew,
    onUnread: (total) => {
      if (role === 'support') appState.unread.support = total;
      if (role === 'consultant') appState.unread.consultant = total;
    },
  });
  await controller.start();
  return {
    controller,
    get peer() {
      return peer;
    },
    retry() {
      client.retryNow?.();
    },
  };
}

/** The running chat of `role`, started on the first call. A failed start is tried again next time. */
export function chatHandle(role: ChatRole): Promise<ChatHandle> {
  let handle = handles.get(role);
  if (!handle) {
    handle = create(role);
    handles.set(role, handle);
    handle.catch((error: unknown) => {
      console.warn(`[chat] ${role} chat failed to start`, error);
      handles.delete(role);
    });
  }
  return handle;
}

/** Ends a role's chat (logout ends the consultant chat). */
export async function endChat(role: ChatRole): Promise<void> {
  const handle = handles.get(role);
  handles.delete(role);
  if (!handle) return;
  try {
    (await handle).controller.dispose();
  } catch {
    // It never started; nothing to end.
  }
}
