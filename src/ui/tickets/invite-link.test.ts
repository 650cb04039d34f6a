import { describe, expect, it } from "vitest";
import { inviteMailto, passRegistrationLink } from "./invite-link.ts";

const PASS_ID = "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c";

describe("invite links", () => {
  it("links to Tickets & Passes with the pass's Register dialog open", () => {
    expect(passRegistrationLink("https://expo.example.com", PASS_ID)).toBe(`https://expo.example.com/exhibitor/tickets?register=${PASS_ID}`);
  });

  it("writes an e-mail carrying the link, with spaces that stay spaces", () => {
    const link = passRegistrationLink("https://expo.example.com", PASS_ID);
    const href = inviteMailto({ link, categoryName: "Gold Exhibitor", eventTitle: "Global Tech Expo 2026" });
    expect(href.startsWith("mailto:?subject=")).toBe(true);
    const params = new URLSearchParams(href.slice("mailto:?".length));
    expect(params.get("subject")).toBe("Register on our Gold Exhibitor pass for Global Tech Expo 2026");
    expect(params.get("body")).toContain(link);
    expect(href).not.toContain("+");
    expect(inviteMailto({ link, categoryName: "Gold Exhibitor", eventTitle: null })).toContain(encodeURIComponent("Register on our Gold Exhibitor pass"));
  });
});
