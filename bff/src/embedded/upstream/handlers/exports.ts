import {
  EXPORT_ROWS_HEADER,
  exportedFile,
  exportFile,
  exportMessages,
  XLSX_MEDIA_TYPE,
} from '@ysy/contracts/account/exports';
import { issuesOf, messageOf } from '@ysy/contracts/common/zod-errors';
import { routes } from '@ysy/contracts/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { requireUser } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { startExport } from '../exports/start-export';
import { exportOfUser, keptSince, listExports, readChunk } from '../repositories/exports';
import { contractRoute, type ContractRoute } from '../route-kit';

/**
 * Exports of the company list (导出) and the user's record of them (导出记录). The two file calls
 * answer a workbook or a JSON failure, so they are plain routes beside the contract ones; like
 * every account call they serve the token's user only.
 */

export function exportRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.myExports).handle(async ({ query, request }) => {
      const userId = await requireUser(ctx, request);
      const { total, list } = await listExports(ctx.db, userId, query.page, new Date(ctx.now()));
      return { code: 0, data: { total, page: query.page, list } };
    }),
  ];
}

/** `attachment` with the Chinese name as RFC 5987 `filename*`, and an ASCII fallback. */
export function attachment(fileName: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(reply: FastifyReply, fileName: string, file: Readable, rows: number) {
  return reply
    .header('content-type', XLSX_MEDIA_TYPE)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .header(EXPORT_ROWS_HEADER, String(rows))
    .send(file);
}

function parsed<S extends z.ZodType>(schema: S, value: unknown, reply: FastifyReply) {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data as z.output<S>;
  void reply
    .code(400)
    .send({ code: 400, msg: messageOf(result.error), issues: issuesOf(result.error) });
  return undefined;
}

/** A kept file, read back one chunk (one statement) at a time. */
function storedFile(ctx: UpstreamContext, exportId: number, chunks: number): Readable {
  return Readable.from(
    (async function* () {
      for (let seq = 0; seq < chunks; seq++)
        yield Buffer.from(await readChunk(ctx.db, exportId, seq));
    })(),
  );
}

export function registerExportFiles(app: FastifyInstance, ctx: UpstreamContext): void {
  app.get(exportFile.path, async (request, reply) => {
    const query = parsed(exportFile.query, request.query, reply);
    if (query === undefined) return reply;
    const userId = await requireUser(ctx, request);
    const started = await startExport(ctx, userId, query);
    if ('code' in started) return reply.send(started);
    return sendFile(reply, started.fileName, started.file, started.rows);
  });

  app.get(exportedFile.path, async (request, reply) => {
    const query = parsed(exportedFile.query, request.query, reply);
    if (query === undefined) return reply;
    const userId = await requireUser(ctx, request);
    const found = await exportOfUser(ctx.db, userId, query.id);
    if (!found) return reply.code(404).send({ code: 404, msg: exportMessages.notFound });
    if (found.createdAt < keptSince(new Date(ctx.now())) || found.chunks === 0)
      return reply.code(410).send({ code: 410, msg: exportMessages.expired });
    reply.header('content-length', String(found.bytes));
    return sendFile(reply, found.fileName, storedFile(ctx, query.id, found.chunks), found.rows);
  });
}
