/**
 * Values of the service calls the page shows.
 * Zod-free, so the browser can use them without loading the schemas (the BFF validates every
 * reply; the page's first load carries no zod).
 */

/** What a contact-form message is about. */
export const CONTACT_TOPICS = ['业务咨询', '商务合作', '投诉建议', '其他'] as const;
