import { describe, expect, it } from "vitest";
import { CAPTURE_KIND_LABELS, CAPTURE_KINDS, captureKindLabel, IMAGE_LABEL_CHOICES, isCaptureKind, isImageLabel } from "./capture-kinds.ts";

describe("capture kinds", () => {
  it("word every kind of the contract", () => {
    expect(CAPTURE_KINDS.map(captureKindLabel)).toEqual(
      ["Badge", "Typed code", "Event badge", "Unknown badge", "vCard", "MeCard", "Scanned text", "Business card", "Manual"],
    );
    expect(new Set(Object.values(CAPTURE_KIND_LABELS)).size).toBe(CAPTURE_KINDS.length);
  });

  it("read a kind this version does not know as words, and no kind as added by hand", () => {
    expect(captureKindLabel("nfc_tag")).toBe("nfc tag");
    expect(captureKindLabel(null)).toBe("Manual");
    expect(captureKindLabel(undefined)).toBe("Manual");
  });

  it("know only the contract's kinds and photo labels", () => {
    expect(isCaptureKind("vcard")).toBe(true);
    expect(isCaptureKind("toString")).toBe(false);
    expect(isCaptureKind(null)).toBe(false);
    expect(IMAGE_LABEL_CHOICES).toEqual(["card_front", "card_back", "badge", "other"]);
    expect(isImageLabel("card_back")).toBe(true);
    expect(isImageLabel("selfie")).toBe(false);
  });
});
