/**
 * What may be uploaded (OWASP File Upload Cheat Sheet: allow-list of extensions, each tied to the
 * signature the content must carry, and a size limit per kind). SPEC §5 and §9: images 5 MB,
 * brochures and resource files 10 MB.
 */
export const MEGABYTE = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const DOCUMENT_MAX_BYTES = 10 * MEGABYTE;
/** The largest file of any kind; the multipart parser stops reading past it. */
export const MAX_UPLOAD_BYTES = DOCUMENT_MAX_BYTES;

export type UploadKind = 'image' | 'document';

export interface UploadRule {
  kind: UploadKind;
  maxBytes: number;
  /** The `ext` file-type must report for the content; null for plain text, which has no signature. */
  signature: string | null;
  /** Content type recorded for the file and used when it is served. */
  mimeType: string;
}

const image = (signature: string, mimeType: string): UploadRule => ({
  kind: 'image',
  maxBytes: IMAGE_MAX_BYTES,
  signature,
  mimeType,
});
const document = (signature: string | null, mimeType: string): UploadRule => ({
  kind: 'document',
  maxBytes: DOCUMENT_MAX_BYTES,
  signature,
  mimeType,
});

export const UPLOAD_RULES: Readonly<Record<string, UploadRule>> = {
  png: image('png', 'image/png'),
  jpg: image('jpg', 'image/jpeg'),
  jpeg: image('jpg', 'image/jpeg'),
  pdf: document('pdf', 'application/pdf'),
  // The pre-2007 Office formats are all Compound File Binary containers.
  doc: document('cfb', 'application/msword'),
  xls: document('cfb', 'application/vnd.ms-excel'),
  ppt: document('cfb', 'application/vnd.ms-powerpoint'),
  docx: document('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  xlsx: document('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  pptx: document('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  txt: document(null, 'text/plain; charset=utf-8'),
};

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

/** Used when the parser stops a file before its extension is known to be an image. */
export const TOO_LARGE_MESSAGE = 'The file is too large: images can be at most 5 MB and documents at most 10 MB.';
