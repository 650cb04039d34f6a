import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { badgesPdf } from './badge-pdf.ts';
import { pdfShownText } from './pdf-text.ts';

const badge = (name: string, code: string, company: string | null = 'Initech') => ({
  name,
  company,
  category: 'Gold Exhibitor',
  ticketCode: code,
  qrText: `EPB1.${code}.${'A'.repeat(86)}`,
});

describe('printable badges', () => {
  it('draws one A6 page per badge with the category, name, company and code', async () => {
    const pdf = await badgesPdf([badge('Priya Nair', 'GOLD-AAAA1111'), badge('Tomás Herrera', 'GOLD-BBBB2222', null)]);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width / 2.8346), Math.round(height / 2.8346)]).toEqual([105, 148]);
    expect(pdfShownText(pdf)).toEqual(['GOLD EXHIBITOR', 'Priya Nair', 'Initech', 'GOLD-AAAA1111', 'GOLD EXHIBITOR', 'Tomás Herrera', 'GOLD-BBBB2222']);
  });

  it('prints names the standard fonts cannot show, and shortens what does not fit', async () => {
    const pdf = await badgesPdf([badge('Łukasz 李 Wójcik', 'GOLD-CCCC3333', 'A company whose name is far too long to fit on one line of a badge at any readable size')]);
    const [, name, company] = pdfShownText(pdf);
    expect(name).toBe('Lukasz ? Wójcik');
    expect(company!.endsWith('…')).toBe(true);
    expect(company!.startsWith('A company whose name')).toBe(true);
  });
});
