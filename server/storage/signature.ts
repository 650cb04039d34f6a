import { fileTypeFromBuffer } from 'file-type';
import { UploadRejectedError } from './upload-error.ts';
import { UNSUPPORTED_TYPE_MESSAGE, type UploadRule } from './upload-signatures.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function refuse(reason: string): never {
  throw new UploadRejectedError(415, UNSUPPORTED_TYPE_MESSAGE, reason);
}

// Browsers that ignore the served type would render these; a text file has no reason to be one.
const markup = /^\s*<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?xml)\b/iu;

function isPlainText(content: Uint8Array): boolean {
  if (content.includes(0)) return false;
  try {
    strictUtf8.decode(content);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks that the content really is what its extension says, by its magic bytes (file-type).
 * Plain text has no signature: it must be UTF-8 without NUL bytes, must not be recognised as any
 * other format, and must not open like an HTML, SVG or XML document.
 */
export async function checkSignature(content: Uint8Array, extension: string, rule: UploadRule): Promise<void> {
  if (content.length === 0) refuse('The file is empty.');
  const detected = await fileTypeFromBuffer(content);
  if (rule.signature === null) {
    if (detected) refuse(`The file is a ${detected.ext.toUpperCase()} file, not plain text.`);
    if (!isPlainText(content)) refuse('The file is not UTF-8 plain text.');
    const start = Buffer.from(content.subarray(0, 1024)).toString('utf8').replace(/^\uFEFF/u, '');
    if (markup.test(start)) refuse('The file is HTML or XML markup, not plain text.');
    return;
  }
  if (detected?.ext !== rule.signature) {
    const what = detected ? `a ${detected.ext.toUpperCase()} file` : 'not a recognised file';
    refuse(`The file ends in .${extension} but its content is ${what}.`);
  }
}
