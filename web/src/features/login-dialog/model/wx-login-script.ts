import { WX_LOGIN_SCRIPT_URL, type WxLoginOptions } from './login-links';

/** The global the official script defines: `new WxLogin(options)` draws the QR into `options.id`. */
export type WxLoginConstructor = new (options: WxLoginOptions) => unknown;

declare global {
  interface Window {
    WxLogin?: WxLoginConstructor;
  }
}

let loading: Promise<WxLoginConstructor> | undefined;

/** Loads the official WxLogin script once; a failed load may be retried by the next opening. */
export function loadWxLogin(doc: Document = document): Promise<WxLoginConstructor> {
  const existing = doc.defaultView?.WxLogin;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<WxLoginConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = WX_LOGIN_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = doc.defaultView?.WxLogin;
      if (ctor) resolve(ctor);
      else reject(new Error('wxLogin.js loaded without defining WxLogin'));
    };
    script.onerror = () => reject(new Error('wxLogin.js failed to load'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
