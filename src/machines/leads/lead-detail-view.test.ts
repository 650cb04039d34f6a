import { describe, expect, it } from "vitest";
import { captureTextIsLong, imageCaption, websiteHref } from "./lead-detail-view.ts";

describe("a lead's detail", () => {
  it("folds a long read text: many characters or many lines", () => {
    expect(captureTextIsLong("BEGIN:VCARD\nFN:Ananya Sharma\nEND:VCARD")).toBe(false);
    expect(captureTextIsLong("x".repeat(401))).toBe(true);
    expect(captureTextIsLong(Array.from({ length: 9 }, (_, n) => `line ${n}`).join("\r\n"))).toBe(true);
  });

  it("links a web site only to an http(s) address; a bare domain as cards print it is https", () => {
    expect(websiteHref("https://vertexlabs.example/team")).toBe("https://vertexlabs.example/team");
    expect(websiteHref("vertexlabs.example")).toBe("https://vertexlabs.example");
    expect(websiteHref("www.vertexlabs.co.in/contact")).toBe("https://www.vertexlabs.co.in/contact");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("JavaScript://example.com/%0Aalert(1)")).toBeNull();
    expect(websiteHref("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(websiteHref("see our stand")).toBeNull();
    expect(websiteHref("  ")).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it("says what each photo shows and when it was kept", () => {
    expect(imageCaption({ url: "leadPhoto/a.jpg", label: "card_back", addedAt: "2026-03-14T10:42:00.000Z" })).toMatch(/^Card back, added Mar 14, \d{1,2}:\d{2} [AP]M$/);
  });
});
