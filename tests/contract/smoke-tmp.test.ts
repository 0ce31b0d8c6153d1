import { openSeededDatabase, testDatabaseKinds } from '@ysy/bff/embedded/testing/databases';
import { it } from 'vitest';
import { startSystem } from './harness';
it('smoke', async () => {
  const t0 = Date.now();
  const kind = testDatabaseKinds()[0]!;
  const db = await openSeededDatabase(kind, 1000);
  const t1 = Date.now();
  const sys = await startSystem({ db });
  const t2 = Date.now();
  const r = await sys.send(sys.client().get('/api/client/customs?keyword=' + encodeURIComponent('科技')));
  console.warn(t1 - t0, t2 - t1, Date.now() - t2, r.status, r.text.slice(0, 600));
  const r2 = await sys.send(sys.client().get('/docs/openapi.json'));
  console.warn(Object.keys(r2.body.paths));
  console.warn(sys.upstreamTap.calls);
  await sys.close(); await db.close();
});
