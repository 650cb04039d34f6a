import { describe, expect, it } from "vitest";
import { contrastRatio, eventLook, LOOK_VARIABLES, lookStyleSheet, readableOn } from "./event-look.ts";

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself, whichever comes first", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#2563eb", "#2563eb")).toBe(1);
  });

  it("matches the WCAG figure for the portal's own blue on white", () => {
    expect(contrastRatio("#2563eb", "#ffffff")).toBeCloseTo(5.17, 2);
  });
});

describe("readableOn", () => {
  it("puts white on dark fills and dark text on light ones", () => {
    expect(readableOn("#1d4ed8")).toBe("#ffffff");
    expect(readableOn("#000000")).toBe("#ffffff");
    expect(readableOn("#facc15")).toBe("#111827");
    expect(readableOn("#ffffff")).toBe("#111827");
  });

  it("picks whichever contrasts more near the middle", () => {
    // #ff6600: 2.94 against white, 6.13 against the dark text.
    expect(readableOn("#ff6600")).toBe("#111827");
  });
});

describe("eventLook", () => {
  it("hands every variable back to the portal when nothing is set", () => {
    const look = eventLook({ logo: null, primaryColor: null, accentColor: null });
    expect(look.logo).toBeNull();
    expect(Object.keys(look.colours)).toEqual([...LOOK_VARIABLES]);
    expect(Object.values(look.colours).every((value) => value === "")).toBe(true);
    expect(eventLook(null)).toEqual(look);
  });

  it("fills buttons with the primary colour and writes on them in a readable colour", () => {
    const look = eventLook({ logo: "eventWebsite/a.png", primaryColor: "#FACC15", accentColor: null });
    expect(look.logo).toBe("eventWebsite/a.png");
    expect(look.colours["--colors-accent-default"]).toBe("#facc15");
    expect(look.colours["--colors-accent-fg"]).toBe("#111827");
    expect(look.colours["--colors-focus-ring"]).toBe("#facc15");
    // Yellow on white is unreadable: links keep the portal's own colour.
    expect(look.colours["--colors-accent-text"]).toBe("");
  });

  it("writes links in the accent colour when it is readable on white, else the primary one", () => {
    expect(eventLook({ primaryColor: "#7c2d12", accentColor: "#0f766e" }).colours["--colors-accent-text"]).toBe("#0f766e");
    expect(eventLook({ primaryColor: "#7c2d12", accentColor: "#fde047" }).colours["--colors-accent-text"]).toBe("#7c2d12");
  });

  it("ignores a value that is not #rrggbb", () => {
    expect(eventLook({ primaryColor: "red", accentColor: "#12345" }).colours["--colors-accent-default"]).toBe("");
  });
});

describe("lookStyleSheet", () => {
  it("is empty for an event with the portal's look", () => {
    expect(lookStyleSheet(eventLook(null).colours)).toBe("");
  });

  it("sets only the variables the event's colours take over", () => {
    const sheet = lookStyleSheet(eventLook({ accentColor: "#0b8043" }).colours);
    expect(sheet).toBe(
      ":root{--colors-accent-text:#0b8043;--colors-accent-subtle:color-mix(in srgb, #0b8043 10%, #fff);--colors-accent-border:color-mix(in srgb, #0b8043 35%, #fff)}",
    );
  });
});
