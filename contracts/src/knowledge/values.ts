/**
 * Values of the knowledge-base calls the page needs.
 * Zod-free, so the browser can use them without loading the schemas (the BFF validates every
 * reply; the page's first load carries no zod).
 */

/** The knowledge base answers code 1 on success, unlike every other call; else: /404. */
export const KNOWLEDGE_OK = 1;
