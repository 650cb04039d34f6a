import { isWebUrl } from "../../rules/field-rules.ts";
import { formatShortDateTime } from "../../format/date-time.ts";
import { IMAGE_LABELS, isImageLabel } from "./capture-kinds.ts";
import type { Lead } from "./lead-form.ts";

// What a lead's detail shows of how it was captured, as pure functions: the text read from a code
// or a card, the photos kept with it, and the web site a contact code carried.

/** A read text longer than this (or of more lines) starts folded: a vCard of a few hundred characters should not push the form away. */
export const LONG_TEXT_CHARACTERS = 400;
export const LONG_TEXT_LINES = 8;

export const captureTextIsLong = (text: string): boolean =>
  text.length > LONG_TEXT_CHARACTERS || text.split(/\r\n|\r|\n/).length > LONG_TEXT_LINES;

/**
 * Where the visitor's web site link goes, or null to show it as plain text. The value came from a
 * scanned code, so only an http(s) address is ever a link (a `javascript:` one never is); a bare
 * domain, as cards print it, is taken as https.
 */
export const websiteHref = (website: string | null | undefined): string | null => {
  const value = website?.trim() ?? "";
  if (value === "") return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return isWebUrl(value) ? value : null;
  const guessed = `https://${value}`;
  return isWebUrl(guessed) && /\.[a-z]{2,}(?:[/:?#]|$)/i.test(value) ? guessed : null;
};

export type LeadImage = Lead["capture"]["images"][number];

/** "Card back, added Mar 14, 10:42 AM": the photo's label and when it was kept. */
export const imageCaption = (image: LeadImage): string => {
  const label = isImageLabel(image.label) ? IMAGE_LABELS[image.label] : "Photo";
  return `${label}, added ${formatShortDateTime(image.addedAt)}`;
};
