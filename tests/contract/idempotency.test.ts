import type { Db } from '@ysy/bff/embedded/db/database';
import { openSeededDatabase, testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { idempotencyMessages } from '@ysy/contracts/common/idempotency';
import { routes } from '@ysy/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XHR, phoneMaker, startSystem, type System } from './harness';

/**
 * A write sent twice with one Idempotency-Key — the page's retry after a lost reply — is stored
 * once, through the BFF to the embedded upstream: the BFF checks the key at the edge and passes
 * it on, the upstream keeps the key with the row and replays its first reply.
 */

const newPhone = phoneMaker();

describe.each(testDatabaseKinds())('idempotency keys through the BFF on $name', (kind) => {
  let db: Db;
  let sys: System;

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 20);
    sys = await startSystem({ db });
  });
  afterAll(async () => {
    await sys?.close();
    await db?.close();
  });

  const publish = (body: object, key?: string) => {
    const test = sys.client().post(routes.publishDemand.bffPath).set(XHR).send(body);
    if (key !== undefined) test.set('Idempotency-Key', key);
    return sys.send(test);
  };
  const stored = async (phone: string) =>
    (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM demands WHERE phone = $1', [
        phone,
      ])
    )[0]?.n;

  it('stores a resent write once and answers the resend with the first reply', async () => {
    const body = { need: '注册一家公司', phone: newPhone() };
    const key = crypto.randomUUID();
    const first = await publish(body, key);
    const again = await publish(body, key);
    expect(first.status, first.text).toBe(200);
    expect([again.status, again.text]).toEqual([first.status, first.text]);
    expect(await stored(body.phone)).toBe(1);
  });

  it('relays the upstream’s 409 for a key reused with another body', async () => {
    const key = crypto.randomUUID();
    const phone = newPhone();
    await publish({ need: '注册一家公司', phone }, key);
    const other = await publish({ need: '代理记账', phone }, key);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ code: 409, msg: idempotencyMessages.keyReused });
    expect(await stored(phone)).toBe(1);
  });

  it('refuses a malformed key at the edge (400, nothing forwarded)', async () => {
    const phone = newPhone();
    const before = sys.forwardedCount();
    const res = await publish({ need: '注册一家公司', phone }, 'not a key');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: idempotencyMessages.keyInvalid });
    expect(sys.forwardedCount()).toBe(before);
    expect(await stored(phone)).toBe(0);
  });

  it('stores each write sent without a key, as old pages and API clients send them', async () => {
    const body = { need: '注册一家公司', phone: newPhone() };
    expect((await publish(body)).status).toBe(200);
    expect((await publish(body)).status).toBe(200);
    expect(await stored(body.phone)).toBe(2);
  });
});
