import type { RouteId } from '../routes';

// Zod-free, so the page's API client carries the header's name, its shape and the keyed routes
// without loading zod (the zod schema and the messages are in ./idempotency.ts).

/**
 * The request header that makes a write idempotent (`Idempotency-Key`), lower case as Node reads
 * headers. The same key with the same body is stored once; a repeat gets the first reply again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 16 to 64 of letters, digits, `-` and `_`: a UUID (what the page sends) fits, so does a ULID. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The writes that take a key: each stores a business row that a retry after a lost reply (an
 * instance killed after committing, a 502 from the balancer, the page's own 重试) would store
 * twice. The other calls with a side effect were looked at and need none:
 * - login (verifyPhoneLogin, agentLogin, the WeChat callback) and logout (bffLogout) change a
 *   session, and doing one twice leaves the same session;
 * - getPhoneCode sends an SMS and freePhone starts a call: each is limited per phone, and
 *   freePhone spends a single-use SMS code in the same transaction as its row, so a repeat is
 *   refused rather than stored;
 * - getOrCreate (the support host's chat account), imTicket and bffLoginState return the same
 *   account, or a short-lived ticket or state that is no business row;
 * - getLatestUser is a read sent as a POST.
 * Chat messages carry their own client message id (bff/src/im).
 */
export const IDEMPOTENT_ROUTES = [
  'publishDemand',
  'serviceOrder',
  'contactMessage',
  'companyErrorReport',
] as const satisfies readonly RouteId[];

export type IdempotentRouteId = (typeof IDEMPOTENT_ROUTES)[number];

const idempotent: ReadonlySet<string> = new Set(IDEMPOTENT_ROUTES);

export function takesIdempotencyKey(routeId: string): routeId is IdempotentRouteId {
  return idempotent.has(routeId);
}
