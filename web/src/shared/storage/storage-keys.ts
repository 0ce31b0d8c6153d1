/**
 * Browser storage keys, named after the things stored (docs/behaviour.md#login). The chat reads
 * `imAccount` and keeps the anonymous support id under `supportJsCode`.
 */
export const storageKeys = {
  /** localStorage: non-secret user info from the login callback (the token stays in the BFF cookie). */
  userInfo: 'userInfo',
  theLatestUserInfo: 'theLatestUserInfo',
  imAccount: 'imAccount',
  /** localStorage: verify info of a login that needs verification (code 2). */
  verifyInfo: 'verifyInfo',
  /** localStorage: the anonymous support-chat identifier, so a visitor keeps one chat account. */
  supportJsCode: 'supportJsCode',
  /** sessionStorage: the top bar's search keyword. */
  keyword: 'keyword',
  /**
   * sessionStorage: the `state` sent with the current QR login; the callback accepts only a
   * matching one (OAuth CSRF defence: a forged callback link cannot log a visitor in).
   */
  loginState: 'wxLoginState',
  /** sessionStorage: where a login that needs verification (code 2) returns once verified. */
  verifyReturn: 'verifyReturn',
  /** sessionStorage: the company an anonymous 关注 asked to watch, watched once logged in. */
  pendingWatch: 'pendingWatch',
} as const;
