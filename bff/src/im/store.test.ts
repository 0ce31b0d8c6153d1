import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrateBff } from '../db/migrate';
import { testDatabaseKinds } from '../embedded/testing/databases';
import { ImStore } from './store';

describe.each(testDatabaseKinds())('ImStore message writes ($name)', (kind) => {
  let db: Db;
  let transactions = 0;
  let store: ImStore;

  beforeAll(async () => {
    db = await kind.open();
    await migrateBff(db);
    for (const [accid, accountKind] of [
      ['agent', 'support'],
      ['v1', 'visitor'],
      ['v2', 'visitor'],
    ]) {
      await db.query(
        `INSERT INTO im_accounts (accid, token, kind, nick, icon) VALUES ($1, 't', $2, $1, '')`,
        [accid, accountKind],
      );
    }
    // Counts the transactions the store opens, to see messages share them.
    const counted: Db = {
      ...db,
      transaction: (fn) => {
        transactions += 1;
        return db.transaction(fn);
      },
    };
    let clock = 1_000_000;
    store = new ImStore(counted, () => (clock += 1));
  });
  afterAll(async () => {
    await db.close();
  });

  it('writes concurrent messages in a few transactions, each side counted once per message', async () => {
    const sends: Array<[string, string, string]> = [];
    for (let i = 1; i <= 20; i += 1) sends.push(['v1', 'agent', `v1 的第${i}条`]);
    for (let i = 1; i <= 10; i += 1) sends.push(['agent', 'v1', `回复 v1 第${i}条`]);
    for (let i = 1; i <= 20; i += 1) sends.push(['v2', 'agent', `v2 的第${i}条`]);
    // Interleaved, as a busy hub would see them.
    sends.sort((a, b) => a[2].localeCompare(b[2]));
    const before = transactions;
    const results = await Promise.allSettled([
      ...sends.map(([from, to, text]) => store.send(from, to, 'text', text, null)),
      // One the database refuses (no such account) fails alone.
      store.send('v1', 'nobody', 'text', '发给不存在的账号', null),
    ]);
    expect(transactions - before).toBeLessThan(10);
    expect(results.at(-1)?.status).toBe('rejected');
    const stored = results.slice(0, -1).map((result) => {
      if (result.status !== 'fulfilled') throw new Error(String(result.reason));
      return result.value;
    });
    expect(stored.map((message) => message.text)).toEqual(sends.map(([, , text]) => text));
    const ids = stored.map((message) => Number(message.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(stored[0]).toMatchObject({
      from: sends[0]![0],
      to: sends[0]![1],
      fromNick: sends[0]![0],
    });

    const rows = await db.query<{ owner: string; peer: string; unread: number; last: number }>(
      `SELECT owner, peer, unread, last_message_id AS last FROM im_conversations ORDER BY owner, peer`,
    );
    const lastOf = (from: string, to: string) =>
      Math.max(
        ...stored
          .filter((m) => [m.from, m.to].sort().join() === [from, to].sort().join())
          .map((m) => Number(m.id)),
      );
    expect(rows.map((row) => ({ ...row, last: Number(row.last) }))).toEqual([
      { owner: 'agent', peer: 'v1', unread: 20, last: lastOf('agent', 'v1') },
      { owner: 'agent', peer: 'v2', unread: 20, last: lastOf('agent', 'v2') },
      { owner: 'v1', peer: 'agent', unread: 10, last: lastOf('agent', 'v1') },
      { owner: 'v2', peer: 'agent', unread: 0, last: lastOf('agent', 'v2') },
    ]);

    const history = await store.history('v1', 'agent', 30);
    expect(history).toHaveLength(30);
    expect(history.map((message) => message.id)).toEqual(
      stored.filter((m) => m.from === 'v1' || m.to === 'v1').map((m) => m.id),
    );
    const sessions = await store.sessionsOf(['agent', 'v2', 'nobody']);
    expect(sessions.get('agent')?.map((session) => session.peer)).toEqual(
      ['v2', 'v1'].sort((a, b) => lastOf('agent', b) - lastOf('agent', a)),
    );
    expect(sessions.get('v2')?.[0]?.lastMessage?.id).toBe(String(lastOf('agent', 'v2')));
    expect(sessions.get('nobody')).toEqual([]);
  });

  it('writes a lone message at once, in its own transaction', async () => {
    const before = transactions;
    const message = await store.send('v2', 'agent', 'text', '一条', null);
    expect(transactions - before).toBe(1);
    expect(message).toMatchObject({
      from: 'v2',
      to: 'agent',
      text: '一条',
      sessionId: 'p2p-agent',
    });
  });

  it('stores a message resent under its client id once, however the resends arrive', async () => {
    const unreadOf = async () =>
      (
        await db.query<{ unread: number }>(
          `SELECT unread FROM im_conversations WHERE owner = 'agent' AND peer = 'v1'`,
        )
      )[0]?.unread;
    const rowsOf = async (clientId: string) =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM im_messages WHERE from_accid = $1 AND client_id = $2',
          ['v1', clientId],
        )
      )[0]?.n;
    const unreadBefore = await unreadOf();
    // After the first was stored (the ack was lost), and twice at once (one batch).
    const first = await store.send('v1', 'agent', 'text', '只存一次', null, 'client-id-0001');
    const resent = await store.send('v1', 'agent', 'text', '只存一次', null, 'client-id-0001');
    const [a, b] = await Promise.all([
      store.send('v1', 'agent', 'text', '同批两次', null, 'client-id-0002'),
      store.send('v1', 'agent', 'text', '同批两次', null, 'client-id-0002'),
    ]);
    // Another instance's writer on the same database, at the same time as this one.
    const other = new ImStore(db, () => 2_000_000);
    const [c, d] = await Promise.all([
      store.send('v1', 'agent', 'text', '两个实例', null, 'client-id-0003'),
      other.send('v1', 'agent', 'text', '两个实例', null, 'client-id-0003'),
    ]);
    expect(resent).toEqual(first);
    expect(b?.id).toBe(a?.id);
    expect(d.id).toBe(c.id);
    for (const id of ['client-id-0001', 'client-id-0002', 'client-id-0003']) {
      expect(await rowsOf(id)).toBe(1);
    }
    expect(await unreadOf()).toBe((unreadBefore ?? 0) + 3);
    // The same client id from another sender is another message.
    const fromV2 = await store.send('v2', 'agent', 'text', '只存一次', null, 'client-id-0001');
    expect(fromV2.id).not.toBe(first.id);
  });
});
