import type { Db } from './database';

/**
 * Column kinds of `bulkInsert`. Lists and JSON travel as text (one array parameter per column)
 * and are converted in SQL, because `unnest` cannot take an array of arrays.
 */
export type ColumnKind =
  'int' | 'float' | 'text' | 'date' | 'bool' | 'jsonb' | 'text[]' | 'timestamptz';

const SQL_TYPE: Record<ColumnKind, string> = {
  int: 'integer',
  float: 'double precision',
  text: 'text',
  date: 'date',
  bool: 'boolean',
  jsonb: 'text',
  'text[]': 'text',
  timestamptz: 'timestamptz',
};

/** Separates list items inside one text value (the ASCII unit separator never occurs in data). */
const LIST_SEPARATOR = '\u001f';

export type Columns<Row> = readonly (readonly [keyof Row & string, ColumnKind])[];

/**
 * Inserts many rows with one statement per `batchSize` rows: `INSERT … SELECT FROM unnest(…)`
 * with one array parameter per column. That keeps the parameter count fixed (PostgreSQL allows
 * 65,535), needs no string-built SQL values, and runs the same on PGlite and node-postgres.
 */
export async function bulkInsert<Row>(
  db: Db,
  table: string,
  columns: Columns<Row>,
  rows: readonly Row[],
  batchSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const params = columns.map(([, kind], i) => `$${i + 1}::${SQL_TYPE[kind]}[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const selects = columns
    .map(([, kind], i) => {
      const alias = aliases[i] ?? '';
      if (kind === 'jsonb') return `${alias}::jsonb`;
      if (kind === 'text[]') return `string_to_array(${alias}, E'\\x1f')`;
      return alias;
    })
    .join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${selects} FROM unnest(${params}) AS u(${aliases.join(', ')})`;

  for (let start = 0; start < rows.length; start += batchSize) {
    const chunk = rows.slice(start, start + batchSize);
    const values = columns.map(([name, kind]) =>
      chunk.map((row) => {
        const value = row[name];
        if (value === null || value === undefined) return null;
        if (kind === 'jsonb') return JSON.stringify(value);
        if (kind === 'text[]') {
          if (!Array.isArray(value)) throw new Error(`${table}.${name}: expected a list`);
          return value.join(LIST_SEPARATOR);
        }
        return value;
      }),
    );
    await db.query(sql, values);
  }
}
