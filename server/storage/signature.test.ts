import { describe, expect, it } from 'vitest';
import { sampleCfb, sampleExe, sampleHtml, sampleJpeg, sampleOfficeOpenXml, samplePdf, samplePng, sampleSvg } from './sample-files.ts';
import { checkSignature } from './signature.ts';
import { UploadRejectedError } from './upload-error.ts';
import { UPLOAD_RULES } from './upload-signatures.ts';

function check(content: Uint8Array, extension: string): Promise<void> {
  const rule = UPLOAD_RULES[extension];
  if (!rule) throw new Error(`no rule for ${extension}`);
  return checkSignature(content, extension, rule);
}

async function reasonOf(content: Uint8Array, extension: string): Promise<string> {
  try {
    await check(content, extension);
  } catch (error) {
    if (error instanceof UploadRejectedError && error.status === 415) return error.reason;
    throw error;
  }
  throw new Error(`accepted as .${extension}`);
}

describe('checkSignature', () => {
  it.each([
    ['png', samplePng()],
    ['jpg', sampleJpeg()],
    ['jpeg', sampleJpeg()],
    ['pdf', samplePdf()],
    ['docx', sampleOfficeOpenXml('docx')],
    ['xlsx', sampleOfficeOpenXml('xlsx')],
    ['pptx', sampleOfficeOpenXml('pptx')],
    ['doc', sampleCfb()],
    ['xls', sampleCfb()],
    ['ppt', sampleCfb()],
    ['txt', Buffer.from('Stand 14, Hall B — see you there ✓\n', 'utf8')],
    ['txt', Buffer.from('<3 from the booth team; a < b > c\n', 'utf8')],
  ])('accepts genuine .%s content', async (extension, content) => {
    await expect(check(content, extension)).resolves.toBeUndefined();
  });

  it('refuses content that does not match the extension', async () => {
    expect(await reasonOf(samplePdf(), 'png')).toContain('PDF');
    expect(await reasonOf(samplePng(), 'jpg')).toContain('PNG');
    expect(await reasonOf(sampleOfficeOpenXml('xlsx'), 'docx')).toContain('XLSX');
    expect(await reasonOf(sampleExe(), 'pdf')).toContain('EXE');
    expect(await reasonOf(sampleSvg(), 'png')).toMatch(/SVG|not a recognised/u);
    expect(await reasonOf(sampleHtml(), 'pdf')).toContain('not a recognised');
  });

  it('refuses text that is binary, not UTF-8 or another format', async () => {
    expect(await reasonOf(Buffer.from('abc\0def'), 'txt')).toContain('plain text');
    expect(await reasonOf(Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'txt')).toContain('plain text');
    expect(await reasonOf(samplePng(), 'txt')).toContain('PNG');
    expect(await reasonOf(sampleHtml(), 'txt')).toContain('markup');
    expect(await reasonOf(sampleSvg(), 'txt')).toMatch(/markup|SVG/u);
    expect(await reasonOf(Buffer.from('\uFEFF  <?xml version="1.0"?><a/>'), 'txt')).toMatch(/markup|XML/u);
  });

  it('refuses empty files', async () => {
    expect(await reasonOf(Buffer.alloc(0), 'png')).toContain('empty');
  });
});
