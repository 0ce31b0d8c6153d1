import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import { EXPORT_COLUMNS, exportMessages } from '@ysy/contracts/account/exports';

/**
 * The .xlsx of an export, written by exceljs's streaming writer: each row is committed (zipped
 * and sent on) as soon as it is added, so memory holds a batch of rows, not the workbook.
 * Shared strings and styles are off: both make the writer keep every string until the end.
 */

/** One company as the workbook lists it, in EXPORT_COLUMNS order. */
export type ExportRow = readonly [
  name: string,
  creditCode: string,
  legalPerson: string,
  regCapital: string,
  foundDate: string,
  status: string,
  region: string,
  address: string,
  match: string,
];

/** Column widths in characters, so the file opens readable in Excel and LibreOffice. */
const WIDTHS: Readonly<Record<(typeof EXPORT_COLUMNS)[number], number>> = {
  企业名称: 36,
  统一社会信用代码: 22,
  法定代表人: 12,
  注册资本: 18,
  成立日期: 12,
  登记状态: 10,
  所属地区: 16,
  注册地址: 40,
  命中字段: 24,
};

/** Waits until `stream` takes writes again (or is gone: the reader left). */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The workbook of `batches` (read one at a time, the next only once the file has taken the
 * last), as a stream of its bytes; a failure of `batches` fails the stream.
 */
export function workbookStream(batches: AsyncIterable<readonly ExportRow[]>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = book.addWorksheet(exportMessages.sheetName);
  sheet.columns = EXPORT_COLUMNS.map((header) => ({ header, width: WIDTHS[header] }));
  void (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow([...row]).commit();
      await drained(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
