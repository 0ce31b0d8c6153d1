/**
 * Narrows a reply union to its success member. `Extract` keeps only the members whose `code`
 * is the literal (a failure member's `code: number` is not assignable to it). Which code means
 * success differs per call (0 for most, 1 for the knowledge base). Zod-free: the page uses it on
 * replies the BFF has already validated.
 */
export function isSuccess<R extends { code: number }, const C extends number>(
  reply: R,
  successCode: C,
): reply is Extract<R, { code: C }> {
  return reply.code === successCode;
}
