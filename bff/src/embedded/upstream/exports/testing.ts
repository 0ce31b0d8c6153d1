import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS } from '@ysy/contracts/account/exports';

/** An export's rows read back with exceljs, the header first, each cell as text (for tests). */
export async function workbookRows(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer (its own `Buffer`); JSZip reads one as it is.
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no worksheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(EXPORT_COLUMNS.map((_, i) => String(row.getCell(i + 1).value ?? '')));
  });
  return rows;
}
