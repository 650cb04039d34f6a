import { describe, expect, it } from "vitest";
import { GUEST_LINK_VIEW_TEXTS, untilText } from "./guest-links-panel.tsx";

describe("a public link's words", () => {
  it("give the day it stops working as the rest of the portal writes days (en-US)", () => {
    expect(untilText("2026-03-14T12:00:00.000Z")).toBe("Works until Mar 14, 2026");
    expect(untilText(null)).toBe("Works until revoked");
  });

  it("say email as the Send by Email button under them does", () => {
    expect(GUEST_LINK_VIEW_TEXTS.send).toBe("Send by Email");
    expect(GUEST_LINK_VIEW_TEXTS.hint).toContain("send it by email or copy it");
  });
});
