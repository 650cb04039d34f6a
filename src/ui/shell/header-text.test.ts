import { describe, expect, it } from "vitest";
import { displayName, headerTitle, initials, roleLabel } from "./header-text.ts";

describe("header texts (SPEC §2)", () => {
  it("titles the header with the event, else the company, else Exhibitor Dashboard", () => {
    expect(headerTitle("Expo 2025", "Acme")).toBe("Expo 2025");
    expect(headerTitle("  ", "Acme")).toBe("Acme");
    expect(headerTitle(null, "")).toBe("Exhibitor Dashboard");
    expect(headerTitle(undefined, undefined)).toBe("Exhibitor Dashboard");
  });

  it("names the user by full name, else e-mail, else User", () => {
    expect(displayName({ firstName: "Asha", lastName: "Rao", email: "asha@example.com" })).toBe("Asha Rao");
    expect(displayName({ firstName: "Asha", lastName: " ", email: null })).toBe("Asha");
    expect(displayName({ firstName: "", lastName: "", email: "asha@example.com" })).toBe("asha@example.com");
    expect(displayName({ firstName: "", lastName: "", email: null })).toBe("User");
    expect(displayName(null)).toBe("User");
  });

  it("names the person's role: owners and admins run the booth", () => {
    expect(roleLabel({ role: "owner" })).toBe("Exhibitor Admin");
    expect(roleLabel({ role: "admin" })).toBe("Exhibitor Admin");
    expect(roleLabel({ role: "staff" })).toBe("Booth Staff");
    expect(roleLabel({ role: "scanner" })).toBe("Lead Scanner");
    expect(roleLabel(null)).toBe("");
  });

  it("shows initials in the avatar without a photo: the names', else the e-mail's, else none", () => {
    expect(initials({ firstName: "asha", lastName: "Rao", email: "asha@example.com" })).toBe("AR");
    expect(initials({ firstName: " Émile ", lastName: "", email: null })).toBe("É");
    expect(initials({ firstName: "", lastName: "", email: "meera@example.com" })).toBe("M");
    expect(initials({ firstName: "", lastName: "", email: null })).toBe("");
    expect(initials(null)).toBe("");
  });
});
