import {
  exportFileName,
  type ExportedQuery,
  type ExportFailure,
} from '@ysy/contracts/account/exports';
import type { CompanySearchQuery } from '@ysy/contracts/company/schemas';
import { PassThrough, type Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { checkLimit } from '../accounts/limits';
import type { UpstreamContext } from '../context';
import { filterOf } from '../handlers/company';
import { upstreamMessages } from '../messages';
import { countCompanies } from '../repositories/companies';
import { entitlementsByLevel, lockUserLevel } from '../repositories/entitlements';
import {
  beijingDay,
  beijingDayStart,
  completeExport,
  dropExpiredFiles,
  dropExport,
  exportRowsSince,
  insertChunk,
  keptSince,
  reserveExport,
} from '../repositories/exports';
import { HttpError } from '../route-kit';
import { exportIds, exportRows } from './export-rows';
import { workbookStream } from './workbook';

/**
 * An export from its query to the file: the limits checked and the export's rows reserved in one
 * transaction under the user's row lock (so two exports at once cannot both take the last rows
 * of the day), then the workbook streamed to the caller while it is stored in chunks; a file
 * that fails (or whose reader leaves) is deleted with its record, so it counts for nothing.
 */

/** Bytes of the stored file per row of company_export_chunks. */
const CHUNK_BYTES = 256 * 1024;

export interface StartedExport {
  fileName: string;
  rows: number;
  file: Readable;
}

/** The search as kept in the record: companySearch's query without page and user. */
function keptQuery(query: CompanySearchQuery): ExportedQuery {
  const { page: _page, user_id: _user, ...kept } = query;
  return Object.fromEntries(
    Object.entries(kept).filter(([, value]) => value !== undefined),
  ) as ExportedQuery;
}

const tokenInvalid = () => new HttpError(403, { code: 403, msg: upstreamMessages.tokenInvalid });

/** The user's per-file limit now, to know how many results to read before the check. */
async function perFileLimit(db: Db, userId: number): Promise<number> {
  const [user] = await db.query<{ vip_level: number }>(
    'SELECT vip_level FROM users WHERE id = $1',
    [userId],
  );
  if (!user) throw tokenInvalid();
  const levels = await entitlementsByLevel(db);
  const own = levels.find((l) => l.level === user.vip_level) ?? levels[0];
  return own?.limits.export_rows_per_file ?? 0;
}

export async function startExport(
  ctx: UpstreamContext,
  userId: number,
  query: CompanySearchQuery,
): Promise<StartedExport | ExportFailure> {
  const { db } = ctx;
  const filter = filterOf(query);
  // One more than the limit: more results than that is over it, however many there are.
  const limit = await perFileLimit(db, userId);
  const ids = await exportIds(db, filter, limit + 1);
  const now = new Date(ctx.now());
  const fileName = exportFileName(query.keyword, beijingDay(now));
  const reserved = await db.transaction(async (tx) => {
    const level = await lockUserLevel(tx, userId);
    if (level === undefined) throw tokenInvalid();
    // Past the limit the message names the level that allows the whole result.
    const wanted =
      ids.length > limit
        ? Math.max(ids.length, (await countCompanies(tx, filter)).total)
        : ids.length;
    const perFile = await checkLimit(tx, level, 'export_rows_per_file', wanted);
    if (perFile) return perFile;
    const today = await exportRowsSince(tx, userId, beijingDayStart(now));
    const perDay = await checkLimit(tx, level, 'export_rows_per_day', today + ids.length);
    if (perDay) return perDay;
    await dropExpiredFiles(tx, userId, keptSince(now));
    const entry = { userId, query: keptQuery(query), fileName, rows: ids.length, now };
    return { id: await reserveExport(tx, entry) };
  });
  if ('code' in reserved) return reserved;
  const file = storedWhileSent(
    ctx,
    reserved.id,
    workbookStream(exportRows(db, query.keyword, ids)),
  );
  return { fileName, rows: ids.length, file };
}

/** Writes `chunk`, and waits until `out` takes more (or is gone: the reader left). */
async function sent(out: PassThrough, chunk: Buffer): Promise<void> {
  if (out.write(chunk) || out.destroyed) return;
  await new Promise<void>((resolve) => {
    out.once('drain', resolve);
    out.once('close', resolve);
  });
}

/**
 * `workbook` passed on to the caller and stored in chunks as it goes; the record is completed
 * before the last bytes are sent (so 导出记录 lists a file the page has), or dropped on failure.
 */
function storedWhileSent(ctx: UpstreamContext, exportId: number, workbook: Readable): Readable {
  const out = new PassThrough();
  void (async () => {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let seq = 0;
    let bytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      await insertChunk(ctx.db, exportId, seq++, Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
    };
    let last: Buffer | undefined;
    for await (const chunk of workbook as AsyncIterable<Buffer>) {
      if (out.destroyed) throw new Error('the export was not read to the end');
      if (last) await sent(out, last);
      last = chunk;
      pending.push(chunk);
      pendingBytes += chunk.length;
      bytes += chunk.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    }
    await flush();
    await completeExport(ctx.db, exportId, bytes, new Date(ctx.now()));
    out.end(last);
  })().catch(async (error: unknown) => {
    workbook.destroy();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await dropExport(ctx.db, exportId);
  });
  return out;
}
