import { describe, expect, it } from 'vitest';
import { baseName, checkFileName, truncateName } from './file-name.ts';
import { UploadRejectedError } from './upload-error.ts';
import { UNSUPPORTED_TYPE_MESSAGE } from './upload-signatures.ts';

function refusal(name: string | undefined): UploadRejectedError {
  try {
    checkFileName(name);
  } catch (error) {
    if (error instanceof UploadRejectedError) return error;
    throw error;
  }
  throw new Error(`${String(name)} was accepted`);
}

describe('baseName', () => {
  it('drops directory parts with either separator', () => {
    expect(['../../etc/passwd.png', 'C:\\Users\\x\\..\\logo.png'].map(baseName)).toEqual(['passwd.png', 'logo.png']);
  });

  it('drops control and bidi characters and trailing dots or spaces', () => {
    expect(['re\u202Egnp.exe', 'a\u0000b.png', 'shell.php. . '].map(baseName)).toEqual(['regnp.exe', 'ab.png', 'shell.php']);
  });
});

describe('truncateName', () => {
  it('keeps short names and shortens long ones to 255 characters with the extension kept', () => {
    expect(truncateName('brochure.pdf')).toBe('brochure.pdf');
    const long = `${'a'.repeat(400)}.pdf`;
    const cut = truncateName(long);
    expect(cut).toHaveLength(255);
    expect(cut.endsWith('.pdf')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    const cut = truncateName(`${'😀'.repeat(300)}.png`);
    expect(Array.from(cut)).toHaveLength(255);
    expect(cut.endsWith('.png')).toBe(true);
  });
});

describe('checkFileName', () => {
  it.each([
    ['logo.png', 'png'],
    ['Photo.JPG', 'jpg'],
    ['photo.jpeg', 'jpeg'],
    ['Report 2024.v2.pdf', 'pdf'],
    ['deck.pptx', 'pptx'],
    ['sheet.xls', 'xls'],
    ['notes.txt', 'txt'],
  ])('accepts %s as .%s', (name, extension) => {
    expect(checkFileName(name).extension).toBe(extension);
  });

  it.each([
    'image.svg',
    'page.html',
    'page.htm',
    'setup.exe',
    'archive.zip',
    'noextension',
    '.png',
    '',
    undefined,
    'x.php.png',
    'x.PHP5.jpg',
    'x.asp;.jpg',
    'x.html.pdf',
    'shell.png.php',
    'shell.php.',
  ])('refuses %s with 415', (name) => {
    const error = refusal(name);
    expect(error.status).toBe(415);
    expect(error.message).toBe(UNSUPPORTED_TYPE_MESSAGE);
    expect(error.reason.length).toBeGreaterThan(0);
  });

  it('records a path-free, bounded original name', () => {
    expect(checkFileName('../../../etc/x.png').originalName).toBe('x.png');
    expect(checkFileName(`${'n'.repeat(1000)}.pdf`).originalName).toHaveLength(255);
  });

  it('does not treat inherited object keys as extensions', () => {
    expect(refusal('x.constructor').status).toBe(415);
    expect(refusal('x.__proto__').status).toBe(415);
  });
});
