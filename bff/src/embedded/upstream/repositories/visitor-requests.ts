import type { Db } from '../../db/database';

/**
 * SQL of what visitors leave for the staff: needs to call back about (`demands`) and error
 * reports on a company's profile (`error_reports`). Both keep the caller's ip and, when logged
 * in, user.
 */

export interface RequestOrigin {
  ip: string;
  userId: number | undefined;
  createdAt: Date;
}

export async function insertDemand(
  db: Db,
  demand: { need: string; phone: string },
  origin: RequestOrigin,
): Promise<void> {
  await db.query(
    'INSERT INTO demands (need, phone, ip, user_id, created_at) VALUES ($1, $2, $3, $4, $5)',
    [demand.need, demand.phone, origin.ip, origin.userId ?? null, origin.createdAt],
  );
}

export async function insertErrorReport(
  db: Db,
  report: { companyId: number; topic: string; content: string; contact: string | null },
  origin: RequestOrigin,
): Promise<void> {
  await db.query(
    `INSERT INTO error_reports (company_id, topic, content, contact, ip, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      report.companyId,
      report.topic,
      report.content,
      report.contact,
      origin.ip,
      origin.userId ?? null,
      origin.createdAt,
    ],
  );
}
