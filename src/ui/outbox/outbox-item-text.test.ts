import { describe, expect, it } from "vitest";
import { REFUSED_UPDATE, WAITING_SCAN } from "../../machines/outbox/outbox.model.ts";
import type { OutboxItem, QueuedLeadUpdate, QueuedScan } from "../../machines/outbox/outbox-types.ts";
import { outboxItemLabel } from "./outbox-item-text.ts";

const scan = (overrides: Partial<QueuedScan>): OutboxItem => ({ ...(WAITING_SCAN as QueuedScan), ...overrides });

describe("how the outbox lists an item", () => {
  it("names a badge by its ticket code, the event's badge by its id, and an edit by its lead", () => {
    expect(outboxItemLabel(WAITING_SCAN)).toBe("Badge GOLD-7KX2M9QD");
    expect(outboxItemLabel(scan({ captureKind: "external_badge", badge: "REG-004211", ticketCode: "" }))).toBe("Event badge REG-004211");
    expect(outboxItemLabel(REFUSED_UPDATE)).toBe("Lead update for Asha Rao");
    // An edit the earlier app queued without the lead's name.
    expect(outboxItemLabel({ ...(REFUSED_UPDATE as QueuedLeadUpdate), leadName: undefined })).toBe("Lead update (2d9e8f7a)");
  });

  it("names a contact code by the name read from it, and a text code by the name typed", () => {
    const vcard = "BEGIN:VCARD\nVERSION:3.0\nFN:Priya <b>Nair</b>\nEMAIL:priya@initech.example\nEND:VCARD";
    expect(outboxItemLabel(scan({ captureKind: "vcard", badge: vcard, ticketCode: "" }))).toBe("Contact Priya Nair");
    expect(outboxItemLabel(scan({ captureKind: "mecard", badge: "MECARD:EMAIL:meera@globex.example;;", ticketCode: "" }))).toBe("Contact meera@globex.example");
    expect(outboxItemLabel(scan({ captureKind: "text", badge: "https://example.com/menu", ticketCode: "", person: { fullName: "Asha Visitor" } }))).toBe(
      "Code for Asha Visitor",
    );
  });

  it("names an item kept by the earlier app (no capture kind) as a badge", () => {
    const { captureKind: _kind, ...older } = WAITING_SCAN as QueuedScan;
    expect(outboxItemLabel(older as OutboxItem)).toBe("Badge GOLD-7KX2M9QD");
  });
});
