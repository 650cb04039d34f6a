import type { Lead } from "./lead-form.ts";
import { CAPTURE_KIND_LABELS, captureKindLabel, isCaptureKind, type CaptureKind } from "../../rules/capture-kind-words.ts";

// How a lead was captured (the contract's CaptureKind) in the words every lead screen shows: the
// words are src/rules/capture-kind-words.ts, which the lead exports' Captured As column uses too.

export { CAPTURE_KIND_LABELS, captureKindLabel, isCaptureKind, type CaptureKind };

/** The kinds in the order the filter lists them: the booth's own badges first, hand-made leads last. */
export const CAPTURE_KINDS = Object.keys(CAPTURE_KIND_LABELS) as ReadonlyArray<CaptureKind>;

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
