import { z } from 'zod';
import { PageSchema, replyOf } from '../common/envelope';
import { CountSchema, IdSchema } from '../common/fields';
import { defineRoute } from '../common/route';
import {
  CompanySearchQuerySchema,
  CompanySortSchema,
  CompanyStatusSchema,
} from '../company/schemas';
import { EXPORTED_FILE_PATH, EXPORT_FILE_PATH } from './export-values';

export * from './export-values';

/**
 * Ours: exports of the company list to Excel (导出) and the user's record of them (导出记录).
 *
 * The workbook itself is not JSON, so its two calls are not in the route table (whose replies
 * the gateway validates as JSON): the BFF streams them through its own route, and the upstream
 * answers either the file or a JSON failure `{ code, msg }` (over a limit: LIMIT_REACHED_CODE).
 * Both take the user from the session's token, like every account call.
 */

/**
 * Starts an export of the list's search: the same query as companySearch (keyword, filters,
 * sort), so the file holds what the list shows; `page` is ignored, the file has every page.
 */
export const exportFile = {
  path: EXPORT_FILE_PATH,
  query: CompanySearchQuerySchema,
} as const;

export const ExportFileQuerySchema = z.object({ id: IdSchema });

/** An earlier export's file, while it is kept (EXPORT_KEEP_DAYS). */
export const exportedFile = {
  path: EXPORTED_FILE_PATH,
  query: ExportFileQuerySchema,
} as const;

/** What the upstream answers instead of a file. */
export const ExportFailureSchema = z.object({ code: z.number().int(), msg: z.string() });
export type ExportFailure = z.infer<typeof ExportFailureSchema>;

/** The search an export ran, as it is kept: companySearch's query without page and user. */
export const ExportedQuerySchema = z.object({
  keyword: z.string(),
  province: z.string().optional(),
  yuan: z.number().int().optional(),
  status: CompanyStatusSchema.optional(),
  year_from: z.number().int().optional(),
  year_to: z.number().int().optional(),
  sort: CompanySortSchema.optional(),
});
export type ExportedQuery = z.infer<typeof ExportedQuerySchema>;

/** A row of 导出记录; `downloadable` while the file is kept. */
export const ExportRecordSchema = z.object({
  id: z.number().int().min(1),
  query: ExportedQuerySchema,
  file_name: z.string(),
  rows: CountSchema,
  created_at: z.iso.datetime(),
  downloadable: z.boolean(),
});
export type ExportRecord = z.infer<typeof ExportRecordSchema>;

export const myExports = defineRoute({
  id: 'myExports',
  method: 'GET',
  path: '/api/client/account/exports',
  origin: 'ours',
  auth: 'required',
  cache: 'no-store',
  summary: '导出记录（最新在前，分页；文件保留 7 天）',
  query: z.object({ page: PageSchema.default(1) }),
  reply: replyOf(
    z.object({
      total: CountSchema,
      page: z.number().int().min(1),
      list: z.array(ExportRecordSchema),
    }),
  ),
});

/** The calls of exports in the route table. */
export const exportRoutes = { myExports } as const;
