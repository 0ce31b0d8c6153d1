import type { Db } from '../../db/database';
import { insertChange, type ChangeRow } from '../repositories/company-changes';
import { personNamesOf } from '../seed/companies';
import { gramsOf, searchText } from '../search/grams';
import { applyChange, type Change, type CompanyFields } from './apply';

/**
 * The change recorder: applies a change to a company's row (and its search row) and records it
 * in company_changes, in one transaction. Watchers' alerts are read from that one row (fan-out
 * on read, repositories/alerts.ts).
 *
 * Changes are recorded one at a time (a transaction-scoped advisory lock): a change's id is drawn
 * and committed before the next one's is drawn, so ids become visible in increasing order and a
 * reader's id watermark (a watch's start, a user's read mark) never passes over a change that
 * commits later.
 */

/** pg_advisory_xact_lock key of the recorder ("chng"); the migrator's schema lock is another. */
export const CHANGES_LOCK_KEY = 0x63686e67;

export interface ChangeRequest {
  companyId: number;
  change: Change;
  /** The register's date of the change (ISO date). */
  changedOn: string;
  /** Who published it; default the company's registration authority. */
  source?: string;
}

export class CompanyNotFound extends Error {
  override name = 'CompanyNotFound';
}

async function readCompany(tx: Db, companyId: number): Promise<CompanyFields> {
  const [row] = await tx.query<CompanyFields>(
    `SELECT name, legal_person, reg_capital, status, address, business_scope, shareholders,
            members, products, reg_authority
       FROM companies WHERE id = $1 FOR UPDATE`,
    [companyId],
  );
  if (!row) throw new CompanyNotFound(`company ${companyId} not found`);
  return row;
}

async function writeCompany(tx: Db, companyId: number, c: CompanyFields): Promise<void> {
  await tx.query(
    `UPDATE companies SET name = $2, legal_person = $3, reg_capital = $4, status = $5,
            address = $6, business_scope = $7, shareholders = $8::jsonb, members = $9::jsonb
      WHERE id = $1`,
    [
      companyId,
      c.name,
      c.legal_person,
      c.reg_capital,
      c.status,
      c.address,
      c.business_scope,
      JSON.stringify(c.shareholders),
      JSON.stringify(c.members),
    ],
  );
  // What the company search reads of it, as the seed writes it (seed/companies.ts searchRow).
  const persons = personNamesOf(c.shareholders, c.members);
  await tx.query(
    `UPDATE company_search SET name = $2, persons = $3, reg_capital = $4, status = $5, grams = $6
      WHERE company_id = $1`,
    [
      companyId,
      c.name.toLowerCase(),
      searchText(persons),
      c.reg_capital,
      c.status,
      gramsOf(c.name, ...persons, ...c.products),
    ],
  );
}

/** Applies and records `request` now; returns the change row as stored. */
export async function recordChange(db: Db, request: ChangeRequest, now: Date): Promise<ChangeRow> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CHANGES_LOCK_KEY]);
    const current = await readCompany(tx, request.companyId);
    const applied = applyChange(current, request.change);
    if (applied.company !== current) await writeCompany(tx, request.companyId, applied.company);
    return insertChange(tx, {
      companyId: request.companyId,
      kind: applied.kind,
      before: applied.before,
      after: applied.after,
      changedOn: request.changedOn,
      source: request.source ?? current.reg_authority,
      recordedAt: now,
    });
  });
}
