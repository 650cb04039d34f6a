// Reads back what a PDF of ours draws, for tests: the content streams inflated, and the text shown
// with the standard fonts (pdf-lib writes it as hex strings of WinAnsi bytes).
import { inflateSync } from 'node:zlib';

export function pdfContentStreams(pdf: Uint8Array): string {
  const text = Buffer.from(pdf).toString('latin1');
  const parts: string[] = [];
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(text); match; match = stream.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = Buffer.from(text.slice(start, end), 'latin1');
    try {
      parts.push(inflateSync(raw).toString('latin1'));
    } catch {
      parts.push(raw.toString('latin1'));
    }
    stream.lastIndex = end + 'endstream'.length;
  }
  return parts.join('\n');
}

/** The lines of text the PDF shows (`<hex> Tj`), in drawing order. */
export function pdfShownText(pdf: Uint8Array): string[] {
  const shown = [...pdfContentStreams(pdf).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)];
  // WinAnsi is Latin-1 but for 0x80-0x9F; the ellipsis that shortens a long line is the one used.
  return shown.map((match) => Buffer.from(match[1]!, 'hex').toString('latin1').replaceAll('\u0085', '…'));
}
