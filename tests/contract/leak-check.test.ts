import type { Db } from '@ysy/bff/embedded/db/database';
import { openSeededDatabase, testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { routes } from '@ysy/contracts/routes';
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XHR, sha256, simulatedScan, startSystem, tokenFields, type System } from './harness';

/**
 * The contract suites end with "no reply carried an upstream token". The database keeps only
 * hashes of tokens, so that check is worth something only if it knows the raw tokens: here a raw
 * token is planted in a reply on purpose, and the check must name it.
 */

const [kind] = testDatabaseKinds();
if (!kind) throw new Error('no test database kind');

let db: Db;
let sys: System;
let echo: Server;
/** What the echo server answers with next (a stand-in for a reply that leaks). */
let planted: { body: string; headers: Record<string, string> } = { body: '{}', headers: {} };

async function login(account: string): Promise<void> {
  const { code, state, stateCookie } = await simulatedScan(sys, account);
  const res = await sys.send(
    sys
      .client()
      .get(routes.wxLoginCallback.bffPath)
      .set(XHR)
      .set('Cookie', stateCookie)
      .query({ code, state }),
  );
  expect(res.status, res.text).toBe(200);
}

/** Sends a request to the echo server through the system's reply record. */
async function receivePlanted(body: string, headers: Record<string, string> = {}) {
  planted = { body, headers };
  const res = await sys.send(request(echo).get('/'));
  expect(res.status).toBe(200);
  return res;
}

beforeAll(async () => {
  db = await openSeededDatabase(kind, 50);
  sys = await startSystem({ db });
  echo = createServer((_incoming, outgoing) => {
    outgoing.writeHead(200, { 'content-type': 'application/json', ...planted.headers });
    outgoing.end(planted.body);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => echo.close(() => resolve()));
  await sys?.close();
  await db?.close();
});

describe('the upstream-token leak check', () => {
  it('knows the raw token of a login, which the database holds only as a hash', async () => {
    await login('leak_user');
    const [raw] = sys.issuedTokens();
    expect(raw).toBeDefined();
    const stored = await db.query<{ token: string }>('SELECT token FROM user_tokens');
    expect(stored.map((row) => row.token)).toEqual([sha256(raw ?? '')]);
    expect(stored[0]?.token).not.toBe(raw);
    expect(await sys.leakedSecrets()).toEqual([]);
  });

  it('names a raw token planted in a reply body, which a hash comparison would miss', async () => {
    const [raw = ''] = sys.issuedTokens();
    const res = await receivePlanted(JSON.stringify({ code: 0, data: { echo: raw } }));
    const stored = await db.query<{ token: string }>('SELECT token FROM user_tokens');
    for (const row of stored) expect(res.text).not.toContain(row.token);
    expect(await sys.leakedSecrets()).toEqual([raw]);
  });

  it('names a raw token planted in a reply header', async () => {
    await login('leak_user_2');
    const second = sys.issuedTokens()[1] ?? '';
    expect(second).not.toBe('');
    await receivePlanted('{}', { 'x-debug': `token=${second}` });
    expect(await sys.leakedSecrets()).toContain(second);
  });

  it('refuses to answer when a stored token matches no raw token it saw', async () => {
    const [user] = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const unseen = sha256('a token issued behind the tap');
    await db.query(
      `INSERT INTO user_tokens (token, user_id, created_at, expires_at, refresh_until)
       VALUES ($1, $2, now(), now(), now())`,
      [unseen, user?.id],
    );
    try {
      await expect(sys.leakedSecrets()).rejects.toThrow(/match no raw token/);
    } finally {
      await db.query('DELETE FROM user_tokens WHERE token = $1', [unseen]);
    }
  });
});

describe('tokenFields', () => {
  it('finds every `token` value at any depth, and nothing in other keys or non-JSON', () => {
    expect(
      tokenFields(JSON.stringify({ code: 0, data: { token: 'a', list: [{ token: 'b' }] } })),
    ).toEqual(['a', 'b']);
    expect(tokenFields(JSON.stringify({ data: { im_token: 'x', token: '' } }))).toEqual([]);
    expect(tokenFields('not json token')).toEqual([]);
  });
});
