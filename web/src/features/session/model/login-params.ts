// Recognising a login callback is part of every load; running one (login-callback.ts) loads only
// when a navigation carries one.

export interface LoginParams {
  code: string;
  state: string;
}

/** A navigation carrying both `code` and `state` is a login callback, on any route. */
export function loginParamsOf(search: Record<string, unknown>): LoginParams | null {
  const { code, state } = search;
  if (code === undefined || code === null || state === undefined || state === null) return null;
  const params = { code: String(code), state: String(state) };
  return params.code && params.state ? params : null;
}
