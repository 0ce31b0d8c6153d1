import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openSeededDatabase, testDatabaseKinds } from '../../testing/databases';
import { accountCaller } from '../accounts/testing';
import { buildUpstreamApp } from '../app';
import { insertChunk, readChunk, reserveExport } from './exports';

describe.each(testDatabaseKinds())('kept export files on $name', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  let exportId: number;

  beforeAll(async () => {
    db = await openSeededDatabase(kind, 20);
    app = await buildUpstreamApp({ db, tokenTtlSeconds: 3600 });
    const user = await accountCaller(app, db).login('chunk_keeper');
    const entry = { userId: user.id, query: { keyword: '公司' }, fileName: 'f.xlsx', rows: 1 };
    exportId = await reserveExport(db, { ...entry, now: new Date() });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('reads each chunk back byte for byte: every byte value, a view into a larger buffer, 256 KB', async () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const around = randomBytes(1000);
    const view = around.subarray(100, 900);
    const large = randomBytes(256 * 1024);
    const chunks = [everyByte, view, large, new Uint8Array(0)];
    for (const [seq, data] of chunks.entries()) await insertChunk(db, exportId, seq, data);
    for (const [seq, data] of chunks.entries())
      expect(Buffer.from(await readChunk(db, exportId, seq)).equals(Buffer.from(data))).toBe(true);
  });
});
