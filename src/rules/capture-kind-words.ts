import type { components } from "../api/schema.d.ts";

// How a lead was captured (the contract's CaptureKind) in the words every lead screen and every lead
// export shows: the list's rows, the kind filter, the analytics, the lead's detail (through
// src/machines/leads/capture-kinds.ts) and the exports' Captured As column take them from here only.

export type CaptureKind = components["schemas"]["CaptureKind"];

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

export const isCaptureKind = (value: unknown): value is CaptureKind => typeof value === "string" && Object.hasOwn(CAPTURE_KIND_LABELS, value);

/**
 * A kind this version does not know yet (a newer server) still reads as words; a lead from an
 * older answer without `capture` reads as added by hand, which is what those leads were.
 */
export const captureKindLabel = (kind: string | null | undefined): string => {
  if (kind === null || kind === undefined || kind === "") return CAPTURE_KIND_LABELS.manual;
  return isCaptureKind(kind) ? CAPTURE_KIND_LABELS[kind] : kind.replace(/_/g, " ");
};
