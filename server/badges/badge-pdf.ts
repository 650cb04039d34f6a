// Printable badges: one A6 page each (the usual badge-holder size), with the person's name,
// company, pass category, the QR code (signed badge text) and the ticket code printed under it for
// typing in when the QR is damaged.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { BadgeContent } from './badge-content.ts';

// A6 portrait in points (105 x 148 mm).
const PAGE_WIDTH = 297.64;
const PAGE_HEIGHT = 419.53;
const MARGIN = 20;
const QR_SIZE = 170;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

interface Fonts {
  bold: PDFFont;
  regular: PDFFont;
  mono: PDFFont;
}

// Letters with no decomposition to a base letter, written as people write them without the stroke.
const SPELLED_OUT: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * The standard PDF fonts cover Western European letters only (WinAnsi). Accents are dropped to their
 * base letter ("Zoë" -> "Zoe"), anything else becomes "?", so a name never stops a badge printing.
 */
function printable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    if (charset.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = (SPELLED_OUT[char] ?? char).normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...base].every((c) => charset.has(c.codePointAt(0)!)) && base !== '' ? base : '?';
  }
  return out;
}

/** Shrinks the size until the line fits, then shortens it with an ellipsis. */
function fitted(font: PDFFont, text: string, size: number, minSize: number): { text: string; size: number } {
  let current = size;
  while (current > minSize && font.widthOfTextAtSize(text, current) > TEXT_WIDTH) current -= 1;
  let line = text;
  while (line.length > 1 && font.widthOfTextAtSize(line, current) > TEXT_WIDTH) line = `${line.slice(0, -2)}…`;
  return { text: line, size: current };
}

function drawCentred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, minSize = size): void {
  const line = fitted(font, printable(font, text), size, minSize);
  if (line.text === '') return;
  const width = font.widthOfTextAtSize(line.text, line.size);
  page.drawText(line.text, { x: (PAGE_WIDTH - width) / 2, y, size: line.size, font, color: rgb(0.1, 0.1, 0.12) });
}

async function drawBadge(doc: PDFDocument, fonts: Fonts, badge: BadgeContent): Promise<void> {
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 46, width: PAGE_WIDTH, height: 46, color: rgb(0.13, 0.27, 0.55) });
  const category = fitted(fonts.bold, printable(fonts.bold, badge.category.toUpperCase()), 16, 9);
  page.drawText(category.text, {
    x: (PAGE_WIDTH - fonts.bold.widthOfTextAtSize(category.text, category.size)) / 2,
    y: PAGE_HEIGHT - 30,
    size: category.size,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  drawCentred(page, fonts.bold, badge.name, PAGE_HEIGHT - 90, 24, 12);
  if (badge.company) drawCentred(page, fonts.regular, badge.company, PAGE_HEIGHT - 116, 15, 9);

  // Medium error correction survives a crease or a smudge and keeps the modules large enough for
  // a phone camera at arm's length.
  const png = await QRCode.toBuffer(badge.qrText, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
  const image = await doc.embedPng(png);
  page.drawImage(image, { x: (PAGE_WIDTH - QR_SIZE) / 2, y: 62, width: QR_SIZE, height: QR_SIZE });
  drawCentred(page, fonts.mono, badge.ticketCode, 40, 14, 8);
}

async function badgeDocument(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Exhibitor portal');
  const [bold, regular, mono] = await Promise.all([
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.CourierBold),
  ]);
  return { doc, fonts: { bold, regular, mono } };
}

/** A PDF with one page per badge, in the order given. */
export async function badgesPdf(badges: readonly BadgeContent[], title = 'Badges'): Promise<Uint8Array> {
  const { doc, fonts } = await badgeDocument(title);
  for (const badge of badges) await drawBadge(doc, fonts, badge);
  return doc.save();
}
