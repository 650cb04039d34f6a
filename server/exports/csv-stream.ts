// RFC 4180 CSV written as a stream: a UTF-8 byte order mark (so Excel reads the text as UTF-8, not
// the system code page), the header, then each chunk of rows through papaparse's `unparse`, CRLF
// line ends. Only one chunk of rows is ever text in memory.
import Papa from 'papaparse';
import { defuseFormula } from '../../src/rules/lead-columns.ts';

export const UTF8_BOM = '\ufeff';

/** Each cell guarded against spreadsheet formulas, as the browser's CSV guards them (src/rules/lead-columns.ts). */
function csvLines(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const safe = rows.map((row) => row.map(defuseFormula));
  // quotes: a value is quoted when it holds a comma, quote or line break (papaparse's rule).
  return Papa.unparse(safe, { newline: '\r\n', escapeFormulae: false }) + '\r\n';
}

/** The CSV text, chunk by chunk: the BOM and header first, then one string per chunk of rows. */
export async function* csvChunks(
  header: ReadonlyArray<string>,
  pages: AsyncIterable<ReadonlyArray<ReadonlyArray<string>>>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLines([header]);
  for await (const rows of pages) if (rows.length > 0) yield csvLines(rows);
}
