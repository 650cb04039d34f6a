import { describe, expect, it } from "vitest";
import { formOf, settingsUnsaved } from "./event-settings-form.ts";
import { SETTINGS as READ } from "./event-settings-screen.model.ts";

/** With an extra domain, so adding and removing one both count. */
const SETTINGS = { ...READ, domains: ["stands.example"] };

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
