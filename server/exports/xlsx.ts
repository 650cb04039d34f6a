// An .xlsx written with exceljs's streaming writer: each row is committed (serialised into the zip
// stream) as soon as it is added, and strings are written inline rather than into a shared-strings
// table that would hold every value until the end.
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { ColumnSet } from './lead-export-columns.ts';
import type { ExportLead } from '../leads/lead-export-pages.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook as a stream; `onDone` runs after the last page was written, with the row count. */
export function xlsxStream(
  sheetName: string,
  columns: ColumnSet,
  pages: AsyncIterable<ReadonlyArray<ExportLead>>,
  onDone: (rows: number) => Promise<void>,
): Readable {
  const out = new PassThrough();
  // The workbook ends its own stream when it commits; the answer ends only after `onDone`, so a client
  // that has the whole file finds the export recorded (the activity log, "new since last export").
  const zip = new PassThrough();
  zip.pipe(out, { end: false });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: zip, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.header.map((header) => ({ header, width: Math.max(12, Math.min(40, header.length + 4)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    let count = 0;
    for await (const page of pages) {
      // XML turns a stored CR LF into LF when read, and LF is a spreadsheet cell's own line break.
      for (const lead of page) sheet.addRow(columns.row(lead).map((cell) => cell.replace(/\r\n?/g, '\n'))).commit();
      count += page.length;
      // The zip stream buffers what the client has not read yet: wait for it to drain.
      if (zip.writableNeedDrain) await new Promise((resolve) => zip.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
    await finished(zip);
    await onDone(count);
    out.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
