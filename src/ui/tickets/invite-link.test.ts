import { describe, expect, it } from "vitest";
import { guestInviteMailto, passRegistrationLink, teamInviteMailto } from "./invite-link.ts";

const PASS_ID = "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c";
const GUEST_LINK = "https://expo.example.com/exhibitor/register/q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eG";

const paramsOf = (href: string) => new URLSearchParams(href.slice("mailto:?".length));

describe("invite links", () => {
  it("the team link opens Tickets & Passes with the pass's Register dialog", () => {
    expect(passRegistrationLink("https://expo.example.com", PASS_ID)).toBe(`https://expo.example.com/exhibitor/tickets?register=${PASS_ID}`);
  });

  it("the guest's e-mail carries the public link, with spaces that stay spaces", () => {
    const href = guestInviteMailto({ link: GUEST_LINK, categoryName: "Gold Exhibitor", eventTitle: "Global Tech Expo 2026" });
    expect(href.startsWith("mailto:?subject=")).toBe(true);
    expect(href).not.toContain("+");
    expect(paramsOf(href).get("subject")).toBe("You are invited to register for Global Tech Expo 2026");
    const body = paramsOf(href).get("body")!;
    expect(body).toContain(GUEST_LINK);
    expect(body).toContain("on our Gold Exhibitor pass");
    expect(body).not.toContain("/exhibitor/tickets");
    expect(body).not.toContain("team account");
  });

  it("the team member's e-mail carries the portal link and says it needs a team account", () => {
    const link = passRegistrationLink("https://expo.example.com", PASS_ID);
    const href = teamInviteMailto({ link, categoryName: "Gold Exhibitor", eventTitle: "Global Tech Expo 2026" });
    expect(paramsOf(href).get("subject")).toBe("Register on our Gold Exhibitor pass for Global Tech Expo 2026");
    expect(paramsOf(href).get("body")).toContain(link);
    expect(paramsOf(href).get("body")).toContain("Sign in to the exhibitor portal with your team account");
    expect(teamInviteMailto({ link, categoryName: "Gold Exhibitor", eventTitle: null })).toContain(encodeURIComponent("Register on our Gold Exhibitor pass"));
  });
});
