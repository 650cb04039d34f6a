import { UPLOAD_RULES as FIELD_RULES } from '../../src/rules/upload-rules.ts';

/**
 * What may be uploaded (OWASP File Upload Cheat Sheet: allow-list of extensions, each tied to the
 * signature the content must carry, and a size limit per kind). The extensions and limits are the
 * upload fields' own (src/rules/upload-rules.ts, SPEC §5 and §9: images 5 MB, brochures and
 * resource files 10 MB), so the browser never sends a file the server refuses by name or size;
 * what only the server knows is the signature each extension's content must carry.
 */
export { MEGABYTE } from '../../src/rules/upload-rules.ts';
export const IMAGE_MAX_BYTES = FIELD_RULES.image.maxBytes;
export const DOCUMENT_MAX_BYTES = FIELD_RULES.document.maxBytes;
/** The largest file of any kind; the multipart parser stops reading past it. */
export const MAX_UPLOAD_BYTES = Math.max(IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES, FIELD_RULES.pdf.maxBytes);

export type UploadKind = 'image' | 'document';

export interface UploadRule {
  kind: UploadKind;
  maxBytes: number;
  /** The `ext` file-type must report for the content; null for plain text, which has no signature. */
  signature: string | null;
  /** Content type recorded for the file and used when it is served. */
  mimeType: string;
}

type Content = Pick<UploadRule, 'signature' | 'mimeType'>;

const CONTENT: Readonly<Record<string, Content>> = {
  png: { signature: 'png', mimeType: 'image/png' },
  jpg: { signature: 'jpg', mimeType: 'image/jpeg' },
  jpeg: { signature: 'jpg', mimeType: 'image/jpeg' },
  pdf: { signature: 'pdf', mimeType: 'application/pdf' },
  // The pre-2007 Office formats are all Compound File Binary containers.
  doc: { signature: 'cfb', mimeType: 'application/msword' },
  xls: { signature: 'cfb', mimeType: 'application/vnd.ms-excel' },
  ppt: { signature: 'cfb', mimeType: 'application/vnd.ms-powerpoint' },
  docx: { signature: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { signature: 'xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { signature: 'pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  txt: { signature: null, mimeType: 'text/plain; charset=utf-8' },
};

function rulesOf(kind: UploadKind): Array<[string, UploadRule]> {
  const { extensions, maxBytes } = FIELD_RULES[kind];
  return extensions.map((extension) => {
    const content = CONTENT[extension];
    // An extension the fields accept without a known signature would be taken unchecked.
    if (content === undefined) throw new Error(`No file signature is known for .${extension}`);
    return [extension, { kind, maxBytes, ...content }];
  });
}

/** Every extension an upload field accepts (a PDF field's list is within the documents'). */
export const UPLOAD_RULES: Readonly<Record<string, UploadRule>> = Object.fromEntries([
  ...rulesOf('image'),
  ...rulesOf('document'),
]);

export function ruleFor(extension: string): UploadRule | undefined {
  return Object.hasOwn(UPLOAD_RULES, extension) ? UPLOAD_RULES[extension] : undefined;
}

/**
 * Extensions a web server, browser or desktop might execute or render as active content. A name
 * carrying one of them before its last dot (`x.php.png`, `x.asp;.jpg`) is refused: misconfigured
 * servers and download folders have treated such files by the earlier extension.
 */
export const DANGEROUS_EXTENSIONS: ReadonlySet<string> = new Set([
  'php', 'php3', 'php4', 'php5', 'php7', 'php8', 'phtml', 'pht', 'phar', 'phps', 'inc',
  'asp', 'aspx', 'asa', 'asax', 'ascx', 'ashx', 'asmx', 'axd', 'cer', 'config', 'cshtml', 'vbhtml',
  'jsp', 'jspx', 'jsw', 'jsv', 'jspf', 'do', 'action',
  'cgi', 'pl', 'pm', 'py', 'pyc', 'rb', 'sh', 'bash', 'zsh', 'ksh', 'csh',
  'exe', 'dll', 'so', 'bin', 'com', 'bat', 'cmd', 'msi', 'msp', 'scr', 'pif', 'cpl', 'gadget',
  'js', 'mjs', 'cjs', 'jse', 'vbs', 'vbe', 'wsf', 'wsh', 'ps1', 'psm1', 'hta', 'jar', 'class', 'war',
  'html', 'htm', 'xhtml', 'shtml', 'shtm', 'stm', 'svg', 'svgz', 'xml', 'xsl', 'xslt', 'swf',
  'htaccess', 'htpasswd', 'lnk', 'reg', 'app', 'dmg', 'deb', 'rpm', 'apk',
]);

export const UNSUPPORTED_TYPE_MESSAGE =
  'Only PNG or JPG images up to 5 MB, and PDF or Office documents up to 10 MB, can be uploaded.';

export function tooLargeMessage(kind: UploadKind): string {
  return kind === 'image'
    ? 'The file is too large: PNG and JPG images can be at most 5 MB.'
    : 'The file is too large: PDF, Office and text documents can be at most 10 MB.';
}

/** A lead's photos (a business card, a badge) are images only. */
export const IMAGE_ONLY_MESSAGE = 'Only PNG or JPG photos up to 5 MB can be kept with a lead.';

/** Used when the parser stops a file before its extension is known to be an image. */
export const TOO_LARGE_MESSAGE = 'The file is too large: images can be at most 5 MB and documents at most 10 MB.';
