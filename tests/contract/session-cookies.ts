import { SESSION_COOKIE, unsealToken } from '@ysy/bff/plugins/session-cookie';
import { TEST_SESSION_SECRET } from '@ysy/bff/testing/test-config';
import type { Response } from 'supertest';

/** Every Set-Cookie line of a reply, one a line ('' when none). */
export function setCookieOf(res: Response): string {
  const header: unknown = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : typeof header === 'string' ? header : '';
}

/** The upstream token sealed into the session cookie the reply sets, if it sets one. */
export async function tokenInSetCookie(res: Response): Promise<string | undefined> {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookieOf(res));
  return match?.[1] ? unsealToken(TEST_SESSION_SECRET, match[1]) : undefined;
}
