/**
 * Values of the login calls the page needs.
 * Zod-free, so the browser can use them without loading the schemas (the BFF validates every
 * reply; the page's first load carries no zod).
 */

/** Login callback codes: 0 logged in, 2 verification needed, anything else fails. */
export const LOGIN_OK = 0;
export const LOGIN_VERIFY = 2;
