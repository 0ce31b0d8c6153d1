import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '@ysy/contracts/chat/schemas';
import { messages } from '@ysy/contracts/common/messages';
import type { Db } from '../db/database';
import { startChatApp, type ChatApp } from './testing/chat-app';

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const KB = 1024;

let db: Db;
let chat: ChatApp;
let base: string;
/** Chat accounts asked for and uploads counted from this one address, across the tests. */
let accountsAsked = 0;
let uploadsCounted = 0;

beforeAll(async () => {
  chat = await startChatApp(() => ({ RATE_LIMITS: 'standard', VISITOR_UPLOAD_QUOTA_MB: '1' }));
  ({ db, base } = chat);
});
afterAll(() => chat.close());

function getOrCreate(jsCode: string): Promise<Response> {
  accountsAsked += 1;
  return fetch(`${base}/support/api/im/account/getOrCreate`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ js_code: jsCode, channel: 3 }),
  });
}

async function visitor(jsCode: string): Promise<{ cookie: string; accid: string }> {
  const response = await getOrCreate(jsCode);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { account: { im_accid: string } } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, accid: data.account.im_accid };
}

function upload(cookie: string, bytes: number): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'notes.txt');
  return fetch(`${base}/im/upload?kind=file&role=support`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
    body: form,
  });
}

async function refusal(
  response: Response,
): Promise<{ status: number; msg: string; retry: number }> {
  const { msg } = (await response.json()) as { msg: string };
  return { status: response.status, msg, retry: Number(response.headers.get('retry-after')) };
}

describe('anonymous chat uploads', () => {
  it('cap what a visitor stores: past the quota a Chinese refusal, nothing stored', async () => {
    const v = await visitor('quota-visitor-01');
    expect((await upload(v.cookie, 400 * KB)).status).toBe(200);
    expect((await upload(v.cookie, 400 * KB)).status).toBe(200);
    const over = await upload(v.cookie, 400 * KB);
    uploadsCounted += 3;
    expect(await refusal(over)).toMatchObject({
      status: 413,
      msg: chatMessages.uploadQuotaFull(1),
    });
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM im_uploads WHERE owner = $1',
      [v.accid],
    );
    expect(row?.n).toBe(2);
  });

  it('are refused on read once past the retention period', async () => {
    const v = await visitor('expiry-visitor-01');
    const stored = await upload(v.cookie, KB);
    uploadsCounted += 1;
    const { data } = (await stored.json()) as { data: { url: string; uploadId: string } };
    expect((await fetch(`${base}${data.url}`)).status).toBe(200);
    const thirtyOneDaysAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await db.query('UPDATE im_uploads SET created_at = $2 WHERE id = $1', [
      data.uploadId,
      thirtyOneDaysAgo,
    ]);
    const expired = await fetch(`${base}${data.url}`);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { msg: string }).msg).toBe(chatMessages.uploadExpired);
  });

  it('are rate-limited per account (20 in 10 minutes), then per address (60)', async () => {
    const first = await visitor('upload-rate-visitor-01');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await upload(first.cookie, 10)).status);
    uploadsCounted += 20;
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);

    // Other accounts from the same address go on until the address has sent 60.
    let refused: Response | undefined;
    for (let n = 0; refused === undefined && n < 3; n += 1) {
      const next = await visitor(`upload-rate-visitor-1${n}`);
      for (let i = 0; i < 20; i += 1) {
        const response = await upload(next.cookie, 10);
        if (response.status === 429) {
          refused = response;
          break;
        }
        expect(response.status).toBe(200);
        uploadsCounted += 1;
      }
    }
    expect(uploadsCounted).toBe(60);
    const answer = await refusal(refused!);
    expect(answer).toMatchObject({ status: 429, msg: chatMessages.uploadTooMany });
    expect(answer.retry).toBeGreaterThan(0);
    expect(answer.retry).toBeLessThanOrEqual(10 * 60);
  });
});

describe('anonymous chat accounts (getOrCreate)', () => {
  it('are rate-limited per visitor code (20 an hour), then per address (60)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await getOrCreate('same-visitor-code')).status);
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    // The refused call stopped at the per-code rule: the address counted 20 of them.
    accountsAsked -= 1;

    let refused: Response | undefined;
    for (let i = 0; refused === undefined && i < 60; i += 1) {
      const response = await getOrCreate(`fresh-visitor-code-${i}`);
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    expect(accountsAsked).toBe(61);
    const answer = await refusal(refused!);
    expect(answer).toMatchObject({ status: 429, msg: messages.tooManyRequests });
    expect(answer.retry).toBeGreaterThan(0);
    expect(answer.retry).toBeLessThanOrEqual(60 * 60);
  });
});
