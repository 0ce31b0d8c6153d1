import { PGlite } from '@electric-sql/pglite';
const t0 = Date.now();
const db = await PGlite.create();
console.log('create', Date.now() - t0);
const r = await db.query<{ v: string; c: string }>(`select version() v, (select datctype from pg_database where datname=current_database()) c`);
console.log(r.rows);
await db.exec(`create table t (id int primary key, name text, grams text[]);
create or replace function g(t text) returns text[] language sql immutable parallel safe as $$
 select coalesce(array_agg(distinct x), '{}') from (
   select substr(t, i, 1) x from generate_series(1, length(t)) i
   union all select substr(t, i, 2) from generate_series(1, length(t)-1) i) s $$;`);
const N = 20000;
const chars = '深圳市云帆网络科技有限公司北京上海广州杭州成都华为腾讯阿里巴巴软件开发技术服务咨询管理贸易文化传媒教育餐饮建筑工程张王李赵刘陈杨黄周吴';
function rnd(n: number) { let s = ''; for (let i = 0; i < n; i++) s += chars[Math.floor(Math.random() * chars.length)]; return s; }
const names: string[] = [], ids: number[] = [], texts: string[] = [];
for (let i = 0; i < N; i++) { ids.push(i); names.push(rnd(12)); texts.push(rnd(60)); }
let t = Date.now();
for (let b = 0; b < N; b += 5000) {
  await db.query(`insert into t (id, name) select * from unnest($1::int[], $2::text[])`, [ids.slice(b, b + 5000), names.slice(b, b+5000)]);
}
console.log('insert', Date.now() - t);
t = Date.now();
await db.exec(`update t set grams = g(name)`);
console.log('grams sql', Date.now() - t);
t = Date.now();
await db.exec(`create index on t using gin (grams)`);
console.log('gin', Date.now() - t);
await db.exec('analyze t');
const e = await db.query(`explain analyze select * from t where grams @> $1 and name like $2`, [['科技'], '%科技%']);
console.log(e.rows);
const e2 = await db.query(`explain analyze select * from t where grams @> $1 and name like $2`, [['深圳','圳市','市云'], '%深圳市云%']);
console.log(e2.rows);
