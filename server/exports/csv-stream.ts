// RFC 4180 CSV written as a stream: a UTF-8 byte order mark (so Excel reads the text as UTF-8, not
// the system code page), the header, then each chunk of rows through papaparse's `unparse`, CRLF
// line ends. Only one chunk of rows is ever text in memory.
import Papa from 'papaparse';

export const UTF8_BOM = '\ufeff';

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with = + - @, a tab or a
 * carriage return runs as a formula when the file is opened in a spreadsheet, and lead fields are
 * typed by visitors. Such a cell gets a leading single quote. A value made only of digits, spaces
 * and phone punctuation ("+91 98765 43210") cannot call anything, and a CRM import must receive the
 * number as typed, so it is left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().\-/]*$/;

export function defuseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

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
