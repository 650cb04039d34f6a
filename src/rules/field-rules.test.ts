import { describe, expect, it } from "vitest";
import { isEmailAddress, isWebUrl } from "./field-rules.ts";

describe("shared field rules", () => {
  it("takes the e-mail addresses the server takes", () => {
    expect(isEmailAddress("noor@acme.example")).toBe(true);
    expect(isEmailAddress("first.last+tag@sub.acme.example")).toBe(true);
    for (const bad of ["", "noor", "noor@", "@acme.example", "noor@acme", "no or@acme.example", `${"a".repeat(250)}@x.io`]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });

  it("takes absolute http and https addresses only", () => {
    expect(isWebUrl("https://acme.example")).toBe(true);
    expect(isWebUrl("http://acme.example/products?id=1")).toBe(true);
    for (const bad of ["", "acme.example", "ftp://acme.example", "javascript:alert(1)", "https://", "https://acme .example"]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });
});
