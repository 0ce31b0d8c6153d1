import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { checksumOf } from '../../db/migrator';
import { loadMigrations, migrate } from './migrate';
import { testDatabaseKinds } from '../testing/databases';

describe.each(testDatabaseKinds())('migrations on $name', (kind) => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('applies every migration once, in order, and records it', async () => {
    db = await kind.open();
    const files = await loadMigrations();
    expect(files.map((m) => m.version)).toEqual(
      [...files.map((m) => m.version)].sort((a, b) => a - b),
    );
    expect(files[0]?.name).toBe('initial');

    const first = await migrate(db);
    expect(first).toEqual(files.map((m) => m.version));
    const second = await migrate(db);
    expect(second).toEqual([]);

    const recorded = await db.query<{ version: number; name: string; checksum: string }>(
      'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
    );
    expect(recorded).toEqual(
      files.map((m) => ({ version: m.version, name: m.name, checksum: checksumOf(m.sql) })),
    );
  });

  // The chat's tables (im_conversations, im_uploads and the hub's im_messages) are the BFF's own
  // set's (bff/src/db/migrate.test.ts); `im_messages` here is the shape the first migration reserved.
  it('creates every table the upstream needs', async () => {
    db = await kind.open();
    await migrate(db);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    expect(tables.map((t) => t.table_name).sort()).toEqual(
      [
        'annual_reports',
        'brands',
        'campaigns',
        'companies',
        'company_change_counts',
        'company_changes',
        'company_export_chunks',
        'company_exports',
        'company_search',
        'company_watches',
        'contact_messages',
        'error_reports',
        'consultants',
        'demands',
        'enterprise_logos',
        'footer_groups',
        'footer_links',
        'idempotent_writes',
        'im_accounts',
        'im_messages',
        'knowledge_articles',
        'knowledge_nodes',
        'meta',
        'nav_categories',
        'patents',
        'phone_calls',
        'schema_migrations',
        'search_gram_counts',
        'search_history',
        'service_offers',
        'service_orders',
        'site_pages',
        'sms_codes',
        'software_copyrights',
        'trademarks',
        'user_tokens',
        'users',
        'vip_entitlements',
        'vip_features',
        'vip_tiers',
        'wechat_login_codes',
        'works_copyrights',
      ].sort(),
    );
  });

  it('rolls a failing migration back whole and applies it later once fixed', async () => {
    db = await kind.open();
    const broken = [
      { version: 1, name: 'one', sql: 'CREATE TABLE one (id int)' },
      { version: 2, name: 'two', sql: 'CREATE TABLE two (id int); SELECT no_such_function();' },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const afterFailure = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    expect(afterFailure.map((r) => r.version)).toEqual([1]);
    const twoExists = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'two'`,
    );
    expect(twoExists[0]?.n).toBe(0);

    const fixed = [broken[0]!, { version: 2, name: 'two', sql: 'CREATE TABLE two (id int)' }];
    expect(await migrate(db, fixed)).toEqual([2]);
  });
});
