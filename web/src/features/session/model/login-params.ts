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

/** The same location without the login parameters, as an href. */
export function hrefWithoutLoginParams(pathname: string, search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (key === 'code' || key === 'state' || value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
