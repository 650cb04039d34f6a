/**
 * Top-level domains, to tell where a host printed on a card ends ("acme.com, Mumbai") and to read
 * one OCR got slightly wrong ("c0m", "1n", "con", "corn"). The domains are IANA's list as the `tlds`
 * package keeps it, so a card of `brand.ventures` or `acme.berlin` is read as printed.
 */
import ianaTlds from "tlds/index.json" with { type: "json" };

const IANA_TLDS: ReadonlySet<string> = new Set(ianaTlds);

/** The domains cards carry most: preferred when a slip leaves two readings ("1n" is in, not ln). */
const COMMON_TLDS: ReadonlySet<string> = new Set(["com", "in", "net", "org", "co", "io", "ai", "uk", "de", "fr", "ae", "sg", "us", "au", "ca", "jp", "it", "es", "nl", "ch"]);

export const isTld = (label: string): boolean => IANA_TLDS.has(label);

/**
 * The top-level domain a label most likely was: itself when it is one, else the reading of OCR's
 * usual slips that is one, else itself (what was read is kept when nothing mends it).
 */
export function tldReading(label: string): string {
  if (COMMON_TLDS.has(label) || label.length > 5) return label;
  const readings = [
    label,
    label.replace(/0/gu, "o").replace(/1/gu, "i"),
    label.replace(/0/gu, "o").replace(/1/gu, "l"),
    // "rn" for "m" ("corn"), "n" for a final "m" ("con"), "l" for "i" ("ln").
    label.replace(/rn/gu, "m"),
    label.replace(/n$/u, "m"),
    label.replace(/l/gu, "i"),
  ];
  return readings.find((reading) => COMMON_TLDS.has(reading)) ?? readings.find(isTld) ?? label;
}
