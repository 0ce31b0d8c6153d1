import type { Db } from '../../db/database';

/** SQL of `phone_calls`: the free phone consultations started. */

export async function insertPhoneCall(
  db: Db,
  call: {
    sessionId: string;
    phone: string;
    serviceId: number;
    consultantId: number | null;
    startedAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO phone_calls (session_id, phone, service_id, consultant_id, started_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [call.sessionId, call.phone, call.serviceId, call.consultantId, call.startedAt],
  );
}

export async function findPhoneCall(
  db: Db,
  sessionId: string,
): Promise<{ phone: string; started_at: Date } | undefined> {
  const rows = await db.query<{ phone: string; started_at: Date }>(
    'SELECT phone, started_at FROM phone_calls WHERE session_id = $1',
    [sessionId],
  );
  return rows[0];
}
