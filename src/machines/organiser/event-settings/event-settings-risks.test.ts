import { describe, expect, it } from "vitest";
import type { EventSettings } from "./event-settings-form.ts";
import { risksOf } from "./event-settings-risks.ts";

const GOOGLE_ON = { enabled: true, issuer: "https://accounts.google.com", clientId: "client-1", clientSecretSet: true, redirectUri: "https://expo.example/api/auth/openid/callback" };
const SAVED = {
  domain: "expo.example",
  domains: [] as string[],
  googleSignIn: { enabled: false, issuer: null, clientId: null, clientSecretSet: false, redirectUri: "https://expo.example/api/auth/openid/callback" },
} as unknown as EventSettings;

describe("what a save of Event settings would do beyond the form", () => {
  it("nothing to say for a routine save", () => {
    expect(risksOf({ title: "Renamed" }, SAVED)).toEqual([]);
    expect(risksOf({ domains: ["stands.example"] }, SAVED)).toEqual([]);
  });

  it("a new main domain moves every exhibitor's portal, and says whether the old address still opens it", () => {
    expect(risksOf({ domain: "new.example" }, SAVED)).toEqual([
      "Every exhibitor's portal moves from expo.example to new.example. expo.example stops opening the portal: links and bookmarks to it stop working.",
    ]);
    expect(risksOf({ domain: "new.example", domains: ["expo.example"] }, SAVED)).toEqual([
      "Every exhibitor's portal moves from expo.example to new.example. expo.example stays as an extra domain.",
    ]);
    expect(risksOf({ domain: "new.example" }, { ...SAVED, googleSignIn: GOOGLE_ON })[0]).toMatch(/redirect URI moves with it/);
  });

  it("switching Google sign-in off says the stored client secret is deleted", () => {
    expect(risksOf({ googleSignIn: null }, { ...SAVED, googleSignIn: GOOGLE_ON })).toEqual([
      "Google sign-in is switched off: exhibitors no longer see Continue with Google, and the stored client secret is deleted (switching it on again needs the secret again).",
    ]);
    expect(risksOf({ googleSignIn: null }, { ...SAVED, googleSignIn: { ...GOOGLE_ON, clientSecretSet: false } })).toEqual([
      "Google sign-in is switched off: exhibitors no longer see Continue with Google.",
    ]);
  });
});
