import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { emptyShellData, fakeFetch } from '../../../routes/render-app.test-util';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { syncLoginState } from '../../session/model/session-store';

/** What a fake account call answers: HTTP status (200 unless given) and JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** One recorded call: method, path with query, and the JSON body of a POST. */
export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: SeenCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fetch for the account calls: `handlers` keyed by `METHOD /path` (the query left out) answer
 * them, every other call is the shell's (empty) data. Returns the fetch and the account calls it
 * saw, in order.
 */
export function accountFetch(handlers: Record<string, Handler>) {
  const shell = fakeFetch(emptyShellData);
  const calls: SeenCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.split('?')[0] ?? url}`];
    if (!handler) return shell(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const answer = await handler(call);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, calls };
}

/** Signs a user in as the shell sees it (the stored login info; the session cookie is the BFF's). */
export async function signInForTest(): Promise<void> {
  localStorage.setItem(
    storageKeys.userInfo,
    JSON.stringify({ id: 7, nickname: '小易', name: '易用户', avatar: '' }),
  );
  await act(async () => syncLoginState());
}
