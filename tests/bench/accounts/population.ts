import type { Db } from '@ysy/bff/embedded/db/database';

/**
 * The accounts the bench reads, written straight into a seeded register (the writes under test
 * are the reads through the BFF and the recorder, not this set-up): a reader watching `watched`
 * companies spread over the register with `alerts` changes among them, and one company watched
 * by `watchers` users, of whom the signed-in `sampleAccounts` are some.
 *
 * The users signed in through the BFF (the reader, the sampled watchers) exist before this runs;
 * the other watchers are created here. A database kept between runs is populated again from a
 * clean slate: the bench's watches and generated changes of the run before are removed first, so
 * every run reads the same numbers.
 */

export interface PopulationSpec {
  readerAccount: string;
  sampleAccounts: readonly string[];
  watched: number;
  alerts: number;
  watchers: number;
}

export interface Population {
  readerId: number;
  /** The company with `watchers` watchers (not one the reader watches). */
  hotCompanyId: number;
  /** Eids of some of the reader's companies: the baseline's public profile reads. */
  lookupEids: string[];
  companies: number;
}

/** The generated changes are marked by their source, so a later run can remove them. */
export const BENCH_SOURCE = '基准测试登记机关';
/** Watchers the bench creates without a session: accounts `bench_fan_<n>`. */
const FAN_PREFIX = 'bench_fan_';

async function idOf(db: Db, account: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [
    account,
  ]);
  if (!row) throw new Error(`no user ${account}: sign in before populating`);
  return row.id;
}

async function clearEarlierRun(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM company_watches
      WHERE user_id IN (SELECT id FROM users WHERE account LIKE 'bench\\_%')`,
  );
  await db.query('DELETE FROM company_changes WHERE source = $1', [BENCH_SOURCE]);
  await db.query(
    "UPDATE users SET alerts_read_through = 0 WHERE account LIKE 'bench\\_%' AND alerts_read_through <> 0",
  );
}

/** The reader's watches: every `step`-th company, newest watch first in id order. */
async function watchSpread(db: Db, readerId: number, watched: number, step: number) {
  await db.query(
    `INSERT INTO company_watches (user_id, company_id, created_at, from_change_id)
     SELECT $1, c.id, now() - c.id * interval '1 second',
            (SELECT coalesce(max(id), 0) FROM company_changes)
       FROM companies c WHERE c.id % $3 = 0 ORDER BY c.id LIMIT $2`,
    [readerId, watched, step],
  );
}

/** `alerts` changes over the reader's companies, round robin, dated back from today. */
async function changesOfWatched(db: Db, readerId: number, alerts: number): Promise<void> {
  await db.query(
    `INSERT INTO company_changes (company_id, kind, before, after, changed_on, source, recorded_at)
     SELECT w.company_id, 'address', '旧址第 ' || g || ' 号', '新址第 ' || g || ' 号',
            current_date - (g / 50)::int, $3, now()
       FROM (SELECT company_id, row_number() OVER (ORDER BY company_id) - 1 AS k, count(*) OVER () AS n
               FROM company_watches WHERE user_id = $1) w
       JOIN generate_series(0, $2 - 1) g ON g % w.n = w.k
      ORDER BY g`,
    [readerId, alerts, BENCH_SOURCE],
  );
}

/** Users `bench_fan_1…n` (each needs its chat account), created once and kept. */
async function fans(db: Db, count: number): Promise<void> {
  await db.query(
    `INSERT INTO im_accounts (accid, token, kind, nick, icon)
     SELECT '${FAN_PREFIX}' || g, 'bench', 'user', '关注者', '/avatar.svg'
       FROM generate_series(1, $1) g
     ON CONFLICT (accid) DO NOTHING`,
    [count],
  );
  await db.query(
    `INSERT INTO users (openid, unionid, account, nickname, name, avatar, im_accid, created_at,
                        updated_at, last_login_at)
     SELECT '${FAN_PREFIX}' || g, '${FAN_PREFIX}' || g, '${FAN_PREFIX}' || g, '关注者', '关注者',
            '/avatar.svg', '${FAN_PREFIX}' || g, now(), now(), now()
       FROM generate_series(1, $1) g
     ON CONFLICT (account) DO NOTHING`,
    [count],
  );
}

async function watchHot(db: Db, spec: PopulationSpec, hotCompanyId: number): Promise<void> {
  const others = spec.watchers - spec.sampleAccounts.length;
  if (others < 0) throw new Error('more sampled watchers than watchers');
  await fans(db, others);
  await db.query(
    `INSERT INTO company_watches (user_id, company_id, created_at, from_change_id)
     SELECT u.id, $1, now(), (SELECT coalesce(max(id), 0) FROM company_changes)
       FROM users u
      WHERE u.account = ANY($2::text[])
         OR (u.account LIKE '${FAN_PREFIX}%'
             AND substr(u.account, ${FAN_PREFIX.length + 1})::int <= $3)`,
    [hotCompanyId, [...spec.sampleAccounts], others],
  );
}

export async function populate(db: Db, spec: PopulationSpec): Promise<Population> {
  const readerId = await idOf(db, spec.readerAccount);
  for (const account of spec.sampleAccounts) await idOf(db, account);
  const [range] = await db.query<{ companies: number; top: number }>(
    'SELECT count(*)::int AS companies, max(id)::int AS top FROM companies',
  );
  const companies = range?.companies ?? 0;
  if (companies < spec.watched + 1)
    throw new Error(`${companies} companies: too few to watch ${spec.watched}`);
  const step = Math.max(1, Math.floor((range?.top ?? 0) / spec.watched));
  await clearEarlierRun(db);
  await watchSpread(db, readerId, spec.watched, step);
  await changesOfWatched(db, readerId, spec.alerts);
  // A company the reader does not watch: the record runs must not add to the reader's alerts.
  const [hot] = await db.query<{ id: number }>(
    `SELECT c.id FROM companies c
      WHERE NOT EXISTS (SELECT 1 FROM company_watches w WHERE w.user_id = $1 AND w.company_id = c.id)
      ORDER BY c.id LIMIT 1`,
    [readerId],
  );
  if (hot?.id === undefined) throw new Error('no company left for the watchers');
  await watchHot(db, spec, hot.id);
  // The planner's statistics as a live database keeps them (autovacuum), not an empty table's.
  await db.query('ANALYZE company_watches');
  await db.query('ANALYZE company_changes');
  await db.query('ANALYZE users');
  const eids = await db.query<{ eid: string }>(
    `SELECT c.eid FROM company_watches w JOIN companies c ON c.id = w.company_id
      WHERE w.user_id = $1 ORDER BY w.company_id LIMIT 50`,
    [readerId],
  );
  return { readerId, hotCompanyId: hot.id, lookupEids: eids.map((r) => r.eid), companies };
}
