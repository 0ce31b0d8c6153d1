import { openDatabase } from './embedded/db/database';
import { keywordStats, nameMatchesByLength, matchesAtMost } from './embedded/upstream/search/gram-counts';
import { nameWalk } from './embedded/upstream/search/company-page';
const db = await openDatabase({ dataDir: '/tmp/d200k/pglite' });
for (const k of process.argv.slice(2)) {
  const st = (await keywordStats(db, k))!;
  console.warn(k, JSON.stringify(nameMatchesByLength(st)), JSON.stringify(st.register.name_lengths), matchesAtMost(st, 'name'), nameWalk(st, 10, 1));
  console.warn(JSON.stringify(await db.query(`SELECT length(name) l, count(*)::int n FROM company_search WHERE name LIKE $1 GROUP BY 1 ORDER BY 1`, [`%${k}%`])));
}
await db.close();
