import { openDatabase, type Db } from './embedded/db/database';
import { searchCompanies } from './embedded/upstream/search/company-search';
const db = await openDatabase(process.env.DB_URL ? { databaseUrl: process.env.DB_URL } : { dataDir: '/tmp/d200k/pglite' });
const logging: Db = new Proxy(db, {
  get(target, prop, recv) {
    if (prop === 'query') {
      return async (sql: string, params?: unknown[]) => {
        const t = performance.now();
        const r = await target.query(sql, params);
        const ms = performance.now() - t;
        if (ms > Number(process.env.MIN_MS ?? 5)) {
          console.log(`${ms.toFixed(1)} ms: ${sql.replace(/\s+/g, ' ').slice(0, 300)} ${JSON.stringify(params).slice(0, 200)}`);
          const plan = await target.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`, params);
          console.log(plan.map((p) => p['QUERY PLAN']).join('\n'));
        }
        return r;
      };
    }
    return Reflect.get(target, prop, recv);
  },
});
if (process.env.ANALYZE) await db.exec('ANALYZE company_search (name)');
for (const keyword of process.argv.slice(2)) {
  const t = performance.now();
  const r = await searchCompanies(logging, { keyword, ...(process.env.SORT ? { sort: process.env.SORT as 'capital_desc' } : {}) }, 1);
  console.log(keyword, r.total, r.estimated, (performance.now() - t).toFixed(1), 'ms');
}
await db.close();
