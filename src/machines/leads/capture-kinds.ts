import type { Lead } from "./lead-form.ts";

// How a lead was captured (the contract's CaptureKind) in the words every lead screen shows: the
// list's rows, the kind filter, the analytics and the lead's detail take them from here only.

export type CaptureKind = Lead["capture"]["kind"];

export const CAPTURE_KIND_LABELS: Readonly<Record<CaptureKind, string>> = {
  badge: "Badge",
  typed: "Typed code",
  external_badge: "Event badge",
  unknown_badge: "Unknown badge",
  vcard: "vCard",
  mecard: "MeCard",
  text: "Scanned text",
  business_card: "Business card",
  manual: "Manual",
};

/** The kinds in the order the filter lists them: the booth's own badges first, hand-made leads last. */
export const CAPTURE_KINDS = Object.keys(CAPTURE_KIND_LABELS) as ReadonlyArray<CaptureKind>;

export const isCaptureKind = (value: unknown): value is CaptureKind => typeof value === "string" && Object.hasOwn(CAPTURE_KIND_LABELS, value);

/**
 * A kind this version does not know yet (a newer server) still reads as words; a lead from an
 * older answer without `capture` reads as added by hand, which is what those leads were.
 */
export const captureKindLabel = (kind: string | null | undefined): string => {
  if (kind === null || kind === undefined || kind === "") return CAPTURE_KIND_LABELS.manual;
  return isCaptureKind(kind) ? CAPTURE_KIND_LABELS[kind] : kind.replace(/_/g, " ");
};

/** The photo labels of the contract (LeadImage.label), as the detail and the Add a photo form say them. */
export type LeadImageLabel = Lead["capture"]["images"][number]["label"];

export const IMAGE_LABELS: Readonly<Record<LeadImageLabel, string>> = {
  card_front: "Card front",
  card_back: "Card back",
  badge: "Badge",
  other: "Other",
};

export const IMAGE_LABEL_CHOICES = Object.keys(IMAGE_LABELS) as ReadonlyArray<LeadImageLabel>;

export const isImageLabel = (value: unknown): value is LeadImageLabel => typeof value === "string" && Object.hasOwn(IMAGE_LABELS, value);
