import { describe, expect, it } from "vitest";
import { formOf, settingsUnsaved, type EventSettings } from "./event-settings-form.ts";

const SETTINGS: EventSettings = {
  eventId: "00000000-0000-4000-8000-000000000001",
  title: "Demo Expo",
  description: "The demo trade show.",
  startDate: "2026-03-14T03:30:00.000Z",
  endDate: "2026-03-16T12:30:00.000Z",
  timezone: "Asia/Kolkata",
  domain: "demo.example",
  domains: ["stands.example"],
  logo: null,
  primaryColor: null,
  accentColor: null,
  supportEmail: null,
  supportPhone: null,
  supportAddress: null,
  badgeIdPattern: null,
  googleSignIn: { enabled: false, issuer: null, clientId: null, clientSecretSet: false, redirectUri: "https://demo.example/api/auth/openid/callback" },
};

describe("unsaved Event settings", () => {
  it("are none while the form shows what is saved, or before anything was read", () => {
    expect(settingsUnsaved(formOf(SETTINGS), SETTINGS)).toBe(false);
    expect(settingsUnsaved(formOf(SETTINGS), null)).toBe(false);
  });

  it("are a typed field, an extra domain added or removed, or a secret typed in", () => {
    const saved = formOf(SETTINGS);
    expect(settingsUnsaved({ ...saved, title: "Renamed" }, SETTINGS)).toBe(true);
    expect(settingsUnsaved({ ...saved, domains: [] }, SETTINGS)).toBe(true);
    expect(settingsUnsaved({ ...saved, domains: ["stands.example", "hall.example"] }, SETTINGS)).toBe(true);
    expect(settingsUnsaved({ ...saved, newDomain: "hall.example" }, SETTINGS)).toBe(true);
    expect(settingsUnsaved({ ...saved, googleClientSecret: "s3cret" }, SETTINGS)).toBe(true);
  });
});
