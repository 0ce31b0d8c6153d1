import { storageKeys } from '../../../shared/storage/storage-keys';

/**
 * sessionStorage key of the `state` sent with a QR login. The BFF binds the state to this browser
 * (and refuses a callback without it); the tab's own copy is a second check that this tab, not
 * another, started the login.
 */
export const LOGIN_STATE_KEY = storageKeys.loginState;

/** The mini-program QR image the embedded upstream generates. */
export const MINI_PROGRAM_QR_PATH = '/uploads/qr/mini-program.png';

/** The official WeChat QR login widget script. */
export const WX_LOGIN_SCRIPT_URL = 'https://res.wx.qq.com/connect/zh_CN/htmledition/js/wxLogin.js';

/** The login QR widget is created this long after the dialog opens. */
export const QR_WIDGET_DELAY_MS = 500;

/** Demo accounts of the simulated login: `demo` logs in, `verify` needs verification (code 2). */
export type SimulatedAccount = 'demo' | 'verify';

/**
 * The simulated QR login (embedded default): the BFF's `/wechat-sim/authorize` creates a one-time
 * code and redirects back to `returnHref` (path, query and hash of the page the dialog opened on,
 * from `loginReturnHref`) with `?code&state`, where the shell logs the user in.
 */
export function simulatedLoginUrl(opts: {
  origin: string;
  returnHref: string;
  state: string;
  account: SimulatedAccount;
}): string {
  const query = [
    `redirect_uri=${encodeURIComponent(opts.returnHref)}`,
    `state=${encodeURIComponent(opts.state)}`,
    `account=${encodeURIComponent(opts.account)}`,
  ].join('&');
  return `${opts.origin}/wechat-sim/authorize?${query}`;
}

export interface WxLoginOptions {
  self_redirect: boolean;
  id: string;
  appid: string;
  scope: 'snsapi_login';
  redirect_uri: string;
  state: string;
}

/**
 * Options of `new WxLogin(...)`: WeChat redirects back to this page with `?code&state` added to
 * its query. The hash is left out: WeChat appends its parameters to the end of the URI, where
 * after a hash they would no longer be a query.
 */
export function buildWxLoginOptions(opts: {
  containerId: string;
  appId: string;
  state: string;
  origin: string;
  returnHref: string;
}): WxLoginOptions {
  return {
    self_redirect: false,
    id: opts.containerId,
    appid: opts.appId,
    scope: 'snsapi_login',
    redirect_uri: encodeURIComponent(opts.origin + opts.returnHref.replace(/#.*$/, '')),
    state: opts.state,
  };
}
