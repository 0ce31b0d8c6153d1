import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ysy/contracts/common/messages';
import type { Db } from '../db/database';
import { startChatApp, type ChatApp } from './testing/chat-app';
import { chatVisitor } from './testing/login';

const BOUNDARY = 'ysy-upload-name-boundary';

let db: Db;
let chat: ChatApp;
let base: string;

beforeAll(async () => {
  chat = await startChatApp(() => ({}));
  ({ db, base } = chat);
});
afterAll(() => chat.close());

/** A one-file form whose file name is the given bytes, as a browser sends them (no escapes). */
function form(name: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="`),
    name,
    Buffer.from('"\r\nContent-Type: text/plain\r\n\r\nsome notes\r\n'),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

function upload(cookie: string, name: Buffer): Promise<Response> {
  return fetch(`${base}/im/upload?kind=file&role=support`, {
    method: 'POST',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      cookie,
    },
    body: form(name),
  });
}

async function storedNames(accid: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM im_uploads WHERE owner = $1', [
    accid,
  ]);
  return rows.map((row) => row.name);
}

describe('a chat upload whose file name cannot be stored', () => {
  it('is refused with 400 and a Chinese message, nothing stored', async () => {
    const v = await chatVisitor(base, 'upload-name-visitor-01');
    for (const name of [
      Buffer.from([0x6e, 0xff, 0x2e, 0x74, 0x78, 0x74]), // n\xff.txt: no UTF-8
      Buffer.from('e6b5', 'hex'), // 测 (e6 b5 8b) cut short
      Buffer.from('eda080', 'hex'), // a lone surrogate's bytes
    ]) {
      const response = await upload(v.cookie, name);
      expect(response.status, name.toString('hex')).toBe(400);
      expect(await response.json()).toEqual({ code: 400, msg: messages.unstorableText });
    }
    expect(await storedNames(v.accid)).toEqual([]);
  });

  it('while a name in valid UTF-8 is stored as it came', async () => {
    const v = await chatVisitor(base, 'upload-name-visitor-02');
    const response = await upload(v.cookie, Buffer.from('测试需求.txt'));
    expect(response.status).toBe(200);
    expect(await storedNames(v.accid)).toEqual(['测试需求.txt']);
  });
});
