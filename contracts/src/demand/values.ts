/**
 * Limits of the publish-need form that the page checks before sending.
 * Zod-free, so the browser can use them without loading the schemas (the BFF validates every
 * reply; the page's first load carries no zod).
 */

/** Need text limits: 2 to 15 characters. */
export const NEED_MIN = 2;
export const NEED_MAX = 15;
