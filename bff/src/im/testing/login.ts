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
