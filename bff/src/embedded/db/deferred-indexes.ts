import type { Db } from './database';

/**
 * Runs a bulk load with the tables' secondary indexes and foreign keys dropped, then restores
 * them exactly as they were (their definitions are read from the catalog, so the migrations stay
 * the only place that defines them). Building an index once over loaded rows, and checking a
 * foreign key with one join, is several times faster than maintaining them row by row — the
 * advice of PostgreSQL's "Populating a Database". Call it inside a transaction: a failed load
 * then restores nothing because nothing was committed.
 */
export async function withDeferredIndexes<T>(
  db: Db,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  // Indexes that back a constraint (primary keys) stay: foreign keys need them.
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def
       FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
      ORDER BY i.tablename, i.indexname`,
    [tables],
  );
  const foreignKeys = await db.query<{ table_name: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema() AND t.relname = ANY($1::text[])
      ORDER BY t.relname, c.conname`,
    [tables],
  );
  for (const fk of foreignKeys)
    await db.exec(`ALTER TABLE ${fk.table_name} DROP CONSTRAINT ${fk.name}`);
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  const result = await load();
  for (const index of indexes) await db.exec(index.def);
  for (const fk of foreignKeys)
    await db.exec(`ALTER TABLE ${fk.table_name} ADD CONSTRAINT ${fk.name} ${fk.def}`);
  return result;
}
