import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@ysy/contracts/routes';
import { startChatApp, XHR, type ChatApp } from './testing/chat-app';
import { loginUser } from './testing/login';

/**
 * The user's chat through the BFF: 下载我的数据 includes its messages; 注销账号 takes it with the
 * account — conversations on both sides, messages either way, the files sent in them and the chat
 * account — while another user's chat with the same consultant stays. A retry finds nothing left
 * to do.
 */
let chat: ChatApp;

beforeAll(async () => {
  chat = await startChatApp(() => ({}));
});
afterAll(() => chat.close());

async function deleteAccount(cookie: string): Promise<Response> {
  return fetch(`${chat.base}${routes.deleteAccount.bffPath}`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: '{}',
  });
}

async function myData(cookie: string): Promise<{ code: number; data: Record<string, unknown> }> {
  const res = await fetch(`${chat.base}${routes.myData.bffPath}`, { headers: { ...XHR, cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

async function chatAccountOf(account: string): Promise<string> {
  const [row] = await chat.db.query<{ im_accid: string }>(
    'SELECT im_accid FROM users WHERE account = $1',
    [account],
  );
  if (!row) throw new Error(`no user ${account}`);
  return row.im_accid;
}

async function consultant(): Promise<string> {
  const [row] = await chat.db.query<{ accid: string }>(
    "SELECT accid FROM im_accounts WHERE kind = 'consultant' ORDER BY accid LIMIT 1",
  );
  if (!row) throw new Error('no consultant');
  return row.accid;
}

/** A conversation of `user` and `peer` as the hub stores it: two messages, a file, both sides. */
async function converse(user: string, peer: string, tag: string): Promise<void> {
  const { db } = chat;
  const now = Date.now();
  await db.query(
    `INSERT INTO im_uploads (id, owner, kind, mime, name, size, data, created_at)
     VALUES ($1, $2, 'file', 'text/plain', 'a.txt', 1, '\\x41', $4),
            ($3, $5, 'file', 'text/plain', 'b.txt', 1, '\\x42', $4)`,
    [`up-${tag}-user`, user, `up-${tag}-peer`, now, peer],
  );
  const [first] = await db.query<{ id: string }>(
    `INSERT INTO im_messages (from_accid, to_accid, kind, body, upload_id, sent_at)
     VALUES ($1, $2, 'file', NULL, $3, $4) RETURNING id`,
    [user, peer, `up-${tag}-user`, now],
  );
  const [last] = await db.query<{ id: string }>(
    `INSERT INTO im_messages (from_accid, to_accid, kind, body, upload_id, sent_at)
     VALUES ($1, $2, 'text', '您好，我是顾问', NULL, $3), ($1, $2, 'file', NULL, $4, $3)
     RETURNING id`,
    [peer, user, now + 1, `up-${tag}-peer`],
  );
  await db.query(
    `INSERT INTO im_conversations (owner, peer, updated_at, last_message_id, peer_page)
     VALUES ($1, $2, $3, $4, '/vip'), ($2, $1, $3, $4, NULL)`,
    [peer, user, now + 1, last?.id ?? first?.id],
  );
}

async function rowsNaming(accid: string, tag: string) {
  const { db } = chat;
  const count = async (sql: string, params: unknown[]) =>
    Number((await db.query<{ n: string }>(sql, params))[0]?.n);
  return {
    accounts: await count('SELECT count(*) AS n FROM im_accounts WHERE accid = $1', [accid]),
    messages: await count(
      'SELECT count(*) AS n FROM im_messages WHERE from_accid = $1 OR to_accid = $1',
      [accid],
    ),
    conversations: await count(
      'SELECT count(*) AS n FROM im_conversations WHERE owner = $1 OR peer = $1',
      [accid],
    ),
    uploads: await count('SELECT count(*) AS n FROM im_uploads WHERE id LIKE $1', [`up-${tag}-%`]),
  };
}

const nothing = { accounts: 0, messages: 0, conversations: 0, uploads: 0 };

describe('下载我的数据 and the chat', () => {
  it('adds the user’s messages, either way and oldest first, and no one else’s', async () => {
    const peer = await consultant();
    const cookie = await loginUser(chat.base, 'download_chat_user');
    const accid = await chatAccountOf('download_chat_user');
    const [nick] = await chat.db.query<{ nick: string }>(
      'SELECT nick FROM im_accounts WHERE accid = $1',
      [peer],
    );
    expect((await myData(cookie)).data.chat_messages).toEqual([]);
    await loginUser(chat.base, 'download_chat_bystander');
    await converse(await chatAccountOf('download_chat_bystander'), peer, 'bystander');
    await converse(accid, peer, 'download');

    const { code, data } = await myData(cookie);
    expect(code).toBe(0);
    expect(data.profile).toMatchObject({ account: 'download_chat_user' });
    const messages = data.chat_messages as {
      from_me: boolean;
      text?: string;
      file_name?: string;
    }[];
    expect(messages).toEqual([
      expect.objectContaining({
        peer: nick?.nick,
        from_me: true,
        kind: 'file',
        file_name: 'a.txt',
      }),
      expect.objectContaining({
        peer: nick?.nick,
        from_me: false,
        kind: 'text',
        text: '您好，我是顾问',
      }),
      expect.objectContaining({ from_me: false, kind: 'file', file_name: 'b.txt' }),
    ]);
  });
});

describe('注销账号 and the chat', () => {
  it('removes the user’s chat account, conversations, messages and files; another user’s stay', async () => {
    const peer = await consultant();
    const cookie = await loginUser(chat.base, 'forget_chat_user');
    const accid = await chatAccountOf('forget_chat_user');
    await loginUser(chat.base, 'forget_chat_other');
    const other = await chatAccountOf('forget_chat_other');
    await converse(accid, peer, 'gone');
    await converse(other, peer, 'kept');
    expect(await rowsNaming(accid, 'gone')).toEqual({
      accounts: 1,
      messages: 3,
      conversations: 2,
      uploads: 2,
    });

    const reply = await deleteAccount(cookie);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ code: 0 });

    expect(await rowsNaming(accid, 'gone')).toEqual(nothing);
    expect(await rowsNaming(other, 'kept')).toEqual({
      accounts: 1,
      messages: 3,
      conversations: 2,
      uploads: 2,
    });
    // The consultant keeps their account and their other conversation.
    expect(await rowsNaming(peer, 'none')).toMatchObject({ accounts: 1 });

    // A retry with the same cookies: the account is gone, and nothing is left to remove.
    expect((await deleteAccount(cookie)).status).toBe(401);
    expect(await rowsNaming(accid, 'gone')).toEqual(nothing);
  });

  it('never touches an account that is not a logged-in user’s, whatever the cookie names', async () => {
    const cookie = await loginUser(chat.base, 'forget_chat_third');
    const accid = await chatAccountOf('forget_chat_third');
    await chat.db.query(`UPDATE im_accounts SET kind = 'consultant' WHERE accid = $1`, [accid]);
    expect((await deleteAccount(cookie)).status).toBe(200);
    expect((await rowsNaming(accid, 'none')).accounts).toBe(1);
  });
});
