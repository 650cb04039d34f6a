import { extensionOf } from '../../src/rules/upload-rules.ts';
import { UploadRejectedError } from './upload-error.ts';
import { DANGEROUS_EXTENSIONS, UNSUPPORTED_TYPE_MESSAGE, ruleFor, type UploadRule } from './upload-signatures.ts';

/** Longest original name kept in the uploads table (the stored file always gets a generated name). */
export const MAX_ORIGINAL_NAME_LENGTH = 255;

// C0/C1 control characters and the Unicode bidi overrides that make `gpj.exe` read as `exe.jpg`.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The base name of what the browser sent: directory parts (either separator) removed, control
 * and direction characters dropped, trailing dots and spaces removed (Windows ignores them, so
 * `x.php.` would otherwise be `x.php` on such a disk).
 */
export function baseName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  return last.replace(INVISIBLE, '').replace(/[.\s]+$/u, '').trim();
}

/** Shortens a name to the column's length, keeping its extension visible. */
export function truncateName(name: string, max = MAX_ORIGINAL_NAME_LENGTH): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length === 0 || extension.length >= max) return chars.slice(0, max).join('');
  return chars.slice(0, max - extension.length).join('') + extension.join('');
}

export interface CheckedName {
  /** Lower-case extension from the allow-list, used for the stored name. */
  extension: string;
  rule: UploadRule;
  /** Name to record as the original one. */
  originalName: string;
}

function refuse(reason: string): never {
  throw new UploadRejectedError(415, UNSUPPORTED_TYPE_MESSAGE, reason);
}

/** Checks an uploaded file's name against the allow-list; throws a 415 UploadRejectedError. */
export function checkFileName(raw: string | undefined): CheckedName {
  const name = baseName(raw ?? '');
  const segments = name.split('.');
  if (segments.length < 2 || segments[0] === '') {
    refuse('The file name has no extension.');
  }
  const extension = extensionOf(name);
  const rule = ruleFor(extension);
  if (!rule) {
    refuse(`Files ending in .${extension} cannot be uploaded.`);
  }
  for (const segment of segments.slice(1, -1)) {
    // `x.asp;.jpg` and `x.php5 .png`: judge the leading letters and digits of each inner part.
    const inner = segment.toLowerCase().match(/^[a-z0-9]+/u)?.[0] ?? '';
    if (DANGEROUS_EXTENSIONS.has(inner)) {
      refuse(`The file name hides a .${inner} extension before .${extension}.`);
    }
  }
  return { extension, rule, originalName: truncateName(name) };
}
