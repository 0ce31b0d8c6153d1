import type { MatchField } from '../company/schemas';

/**
 * The zod-free values of exports (导出), shared by the server and the pages: the file calls'
 * paths, headers, columns and texts. The schemas are in exports.ts.
 */

/** Starts an export of the list's search (the companySearch query); answers the workbook. */
export const EXPORT_FILE_PATH = '/api/client/account/export';

/** An earlier export's file (`?id=`), while it is kept. */
export const EXPORTED_FILE_PATH = '/api/client/account/exports/file';

/** Days an export's file can be downloaded again from 导出记录. */
export const EXPORT_KEEP_DAYS = 7;

/** The media type of an .xlsx workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The header naming the rows of the file being sent, so the page can show progress. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

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
