import { z } from 'zod';
import { PageSchema, replyOf } from '../common/envelope';
import { CountSchema, IdSchema } from '../common/fields';
import { defineRoute } from '../common/route';
import {
  CompanySearchQuerySchema,
  CompanySortSchema,
  CompanyStatusSchema,
  type MatchField,
} from '../company/schemas';

/**
 * Ours: exports of the company list to Excel (导出) and the user's record of them (导出记录).
 *
 * The workbook itself is not JSON, so its two calls are not in the route table (whose replies
 * the gateway validates as JSON): the BFF streams them through its own route, and the upstream
 * answers either the file or a JSON failure `{ code, msg }` (over a limit: LIMIT_REACHED_CODE).
 * Both take the user from the session's token, like every account call.
 */

/** Days an export's file can be downloaded again from 导出记录. */
export const EXPORT_KEEP_DAYS = 7;

/** The media type of an .xlsx workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The header naming the rows of the file being sent, so the page can show progress. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/**
 * Starts an export of the list's search: the same query as companySearch (keyword, filters,
 * sort), so the file holds what the list shows; `page` is ignored, the file has every page.
 */
export const exportFile = {
  path: '/api/client/account/export',
  query: CompanySearchQuerySchema,
} as const;

export const ExportFileQuerySchema = z.object({ id: IdSchema });

/** An earlier export's file, while it is kept (EXPORT_KEEP_DAYS). */
export const exportedFile = {
  path: '/api/client/account/exports/file',
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

/** The workbook's columns, in order. */
export const EXPORT_COLUMNS = [
  '企业名称',
  '统一社会信用代码',
  '法定代表人',
  '注册资本',
  '成立日期',
  '登记状态',
  '所属地区',
  '注册地址',
  '命中字段',
] as const;

/** How the 命中字段 column names the field the keyword matched. */
export const MATCH_FIELD_NAMES: Record<MatchField, string> = {
  name: '企业名称',
  legal_person: '法定代表人',
  shareholder: '股东',
  personnel: '主要人员',
  product: '产品',
  scope: '经营范围',
};

/** Chinese texts of exports, shared by the server and the pages. */
export const exportMessages = {
  notFound: '导出记录不存在',
  expired: `文件已过期（导出后保留 ${EXPORT_KEEP_DAYS} 天），请重新导出`,
  sheetName: '企业名单',
} as const;

/** Characters a file name may not hold on Windows or macOS (and control characters). */
const UNSAFE_IN_FILE_NAME = '\\/:*?"<>|';

function safeInFileName(text: string): string {
  return [...text].map((ch) => (ch < ' ' || UNSAFE_IN_FILE_NAME.includes(ch) ? '_' : ch)).join('');
}

/** `企业名单_科技_2026-11-26.xlsx`: the keyword and the (Beijing) day of the export. */
export function exportFileName(keyword: string, day: string): string {
  return `${exportMessages.sheetName}_${safeInFileName(keyword)}_${day}.xlsx`;
}
