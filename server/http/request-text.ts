// Request text as it is stored: surrounding spaces trimmed, and an empty string or null meaning
// "no value" (the contract lets clients clear a field either way). `undefined` stays undefined so
// partial updates leave absent fields alone.
import { isWebUrl } from '../../src/rules/field-rules.ts';
import { ApiError, type FieldError } from './api-error.ts';

export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A required name: trimmed, and refused when nothing but spaces was sent. */
export function requiredText(value: string, path: string, message: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new ApiError(400, message, [{ path, message }]);
  return trimmed;
}

// Links and stored file paths end up in href/src attributes; a script or data scheme there would
// run in the portal's origin, so only web addresses and relative paths are kept.
const activeScheme = /^\s*(?:javascript|vbscript|data|file)\s*:/iu;

/**
 * Refuses link-like fields whose value carries an active URL scheme. `fields` maps the JSON
 * pointer path to the value sent.
 */
export function rejectActiveLinks(fields: Record<string, string | null | undefined>): void {
  const errors: FieldError[] = Object.entries(fields)
    .filter(([, value]) => typeof value === 'string' && activeScheme.test(value))
    .map(([path]) => ({ path, message: 'Valid URL is required' }));
  if (errors.length > 0) throw new ApiError(400, 'Valid URL is required', errors);
}

/** Web addresses typed as URLs (website, product link): the browser's rule (src/rules/field-rules.ts). */
export function rejectNonWebUrls(fields: Record<string, string | null | undefined>): void {
  const errors: FieldError[] = Object.entries(fields)
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '' && !isWebUrl(value.trim()))
    .map(([path]) => ({ path, message: 'Valid URL is required' }));
  if (errors.length > 0) throw new ApiError(400, 'Valid URL is required', errors);
}

/** Drops `undefined` entries so a drizzle `set` only touches the fields the client sent. */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
