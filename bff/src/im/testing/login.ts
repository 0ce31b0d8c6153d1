import { expect } from 'vitest';
import { routes } from '@ysy/contracts/routes';
import { XHR } from './chat-app';

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => pair !== undefined && !pair.endsWith('='))
    .join('; ');
}

/** A user logged in through the simulated WeChat scan: the session and chat cookies. */
export async function loginUser(base: string, account: string): Promise<string> {
  const started = await fetch(`${base}${routes.bffLoginState.bffPath}`, {
    method: 'POST',
    headers: XHR,
    body: '{}',
  });
  const { data } = (await started.json()) as { data: { state: string } };
  const stateCookie = cookiesOf(started);
  const scan = new URL(`${base}/wechat-sim/authorize`);
  for (const [key, value] of Object.entries({ redirect_uri: '/', state: data.state, account }))
    scan.searchParams.set(key, value);
  const scanned = await fetch(scan, { redirect: 'manual' });
  expect(scanned.status).toBe(302);
  const code = new URL(String(scanned.headers.get('location')), base).searchParams.get('code');
  const callback = new URL(`${base}${routes.wxLoginCallback.bffPath}`);
  callback.searchParams.set('code', code ?? '');
  callback.searchParams.set('state', data.state);
  const done = await fetch(callback, { headers: { ...XHR, cookie: stateCookie } });
  expect(done.status).toBe(200);
  const cookie = cookiesOf(done);
  expect(cookie).toMatch(/ysy_im_user=/);
  return cookie;
}

/** An anonymous support-chat visitor (the page's getOrCreate): its chat cookie and account. */
export async function chatVisitor(
  base: string,
  jsCode: string,
): Promise<{ cookie: string; accid: string }> {
  const response = await fetch(`${base}/support/api/im/account/getOrCreate`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ js_code: jsCode, channel: 3 }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { account: { im_accid: string } } };
  return { cookie: cookiesOf(response), accid: data.account.im_accid };
}

/** The socket URL with a fresh ticket for the cookie's chat account in `role`. */
export async function chatSocketUrl(base: string, cookie: string, role: string): Promise<string> {
  const ticket = await fetch(`${base}/api/bff/im/ticket`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ role }),
  });
  expect(ticket.status).toBe(200);
  const { data } = (await ticket.json()) as { data: { secret: string } };
  return `${base.replace('http', 'ws')}/im?ticket=${encodeURIComponent(data.secret)}`;
}
