import { describe, expect, it } from "vitest";
import { extractCardFields } from "./business-card-fields.ts";
import { isTld, tldReading } from "./business-card-domains.ts";

const IN = { defaultCountry: "IN" } as const;
const read = (text: string) => extractCardFields({ text }, IN);

describe("top-level domains on a business card", () => {
  it("reads every domain IANA lists, not only the common ones", () => {
    expect(read("Anita Rao\ninfo@brand.ventures").emailId).toEqual({ value: "info@brand.ventures", confidence: "high" });
    expect(read("Anita Rao\nwww.solar.energy").website).toEqual({ value: "www.solar.energy", confidence: "high" });
    expect(read("Jonas Weber\nsales@acme.berlin").emails).toEqual(["sales@acme.berlin"]);
    expect(["ventures", "energy", "berlin", "com", "in"].every(isTld)).toBe(true);
  });

  it("mends OCR's usual slips into the domain they were", () => {
    expect(tldReading("corn")).toBe("com");
    expect(tldReading("c0m")).toBe("com");
    expect(tldReading("con")).toBe("com");
    expect(tldReading("1n")).toBe("in");
    expect(tldReading("ln")).toBe("in");
    expect(read("sales@acme.corn").emailId).toEqual({ value: "sales@acme.com", confidence: "low" });
    expect(read("www.acme.c0m").website?.value).toBe("www.acme.com");
  });

  it("keeps a real domain as printed instead of mending it into a common one", () => {
    expect(tldReading("cm")).toBe("cm");
    expect(read("info@douala-trade.cm").emails).toEqual(["info@douala-trade.cm"]);
  });

  it("keeps what was read when no domain fits, for the person to check", () => {
    expect(tldReading("vntures")).toBe("vntures");
    expect(read("info@brand.vntures").emailId).toEqual({ value: "info@brand.vntures", confidence: "low" });
  });

  it("ends a host at a comma and a space after its domain, even before a word that is a domain too", () => {
    expect(read("sales@acme.com, London").emails).toEqual(["sales@acme.com"]);
    expect(read("www.acme.com, Berlin").website?.value).toBe("www.acme.com");
    // A comma OCR read for a dot still joins the labels.
    expect(read("info@acme,com").emails).toEqual(["info@acme.com"]);
  });
});
