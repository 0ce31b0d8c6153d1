import { PAGE_SIZE } from '@ysy/contracts/common/pagination';
import type { CompanyChange } from '@ysy/contracts/account/schemas';
import type { ChangeKind } from '@ysy/contracts/account/values';
import type { Db } from '../../db/database';

/** SQL of company_changes: a company's history (newest first) and the recorder's insert. */

export interface ChangeRow {
  id: number;
  kind: ChangeKind;
  before: string | null;
  after: string;
  changed_on: string;
  source: string;
}

const FIELDS = ['id', 'kind', 'before', 'after', 'changed_on', 'source'] as const;

export const CHANGE_FIELDS = FIELDS.join(', ');

/** The arguments of jsonb_build_object for a change row aliased `alias` (one value per row). */
export function changeJsonPairs(alias: string): string {
  return FIELDS.map((f) => `'${f}', ${alias}.${f}`).join(', ');
}

/** The contract's change: a new record has no `before`. */
export function toChange(row: ChangeRow): CompanyChange {
  return {
    id: row.id,
    kind: row.kind,
    ...(row.before === null ? {} : { before: row.before }),
    after: row.after,
    changed_on: row.changed_on,
    source: row.source,
  };
}

export async function listCompanyChanges(
  db: Db,
  companyId: number,
  page: number,
): Promise<{ total: number; list: CompanyChange[] }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM company_changes WHERE company_id = $1',
    [companyId],
  );
  const rows = await db.query<ChangeRow>(
    `SELECT ${CHANGE_FIELDS} FROM company_changes WHERE company_id = $1
      ORDER BY changed_on DESC, id DESC LIMIT $2 OFFSET $3`,
    [companyId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return { total: count?.total ?? 0, list: rows.map(toChange) };
}

export interface NewChange {
  companyId: number;
  kind: ChangeKind;
  before: string | null;
  after: string;
  changedOn: string;
  source: string;
  recordedAt: Date;
}

export async function insertChange(tx: Db, change: NewChange): Promise<ChangeRow> {
  const rows = await tx.query<ChangeRow>(
    `INSERT INTO company_changes (company_id, kind, before, after, changed_on, source, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${CHANGE_FIELDS}`,
    [
      change.companyId,
      change.kind,
      change.before,
      change.after,
      change.changedOn,
      change.source,
      change.recordedAt,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('company_changes insert returned no row');
  return row;
}
