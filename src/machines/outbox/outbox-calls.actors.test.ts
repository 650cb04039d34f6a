import { describe, expect, it } from "vitest";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { NEW_LEAD } from "../testing/fixtures/scanned-lead.fixture.ts";
import { WAITING_SCAN } from "./outbox.model.ts";
import { sendOutboxItem } from "./outbox-calls.actors.ts";
import type { OutboxItem, QueuedScan } from "./outbox-types.ts";

const created = () => jsonResponse(201, { success: true, message: "Lead captured", data: { outcome: "created", lead: NEW_LEAD } });

const WAITING = WAITING_SCAN as QueuedScan;

const scan = (overrides: Partial<QueuedScan>): OutboxItem => ({ ...WAITING, qualification: {}, ...overrides });

describe("sending a queued scan (POST /leads/scan)", () => {
  it("sends how the code was read and the details typed at the booth", async () => {
    const { runApi, requests } = recordingApi(created);
    const item = scan({
      badge: "https://example.com/menu",
      ticketCode: "",
      captureKind: "text",
      from: "camera",
      person: { fullName: "Asha Visitor", phone: "+919876543210" },
    });
    expect(await sendOutboxItem(runApi)(item)).toEqual({ kind: "sent", lead: NEW_LEAD, outcome: "created" });
    expect(requests).toEqual([
      {
        method: "POST",
        path: "/api/leads/scan",
        body: { badge: "https://example.com/menu", scannedAt: WAITING.scannedAt, from: "camera", person: { fullName: "Asha Visitor", phone: "+919876543210" } },
      },
    ]);
  });

  it("leaves out what an item kept by the earlier app does not have, and sends its qualification", async () => {
    const { runApi, requests } = recordingApi(created);
    const { from: _from, person: _person, ...older } = scan({ qualification: { priority: "high" } }) as QueuedScan;
    await sendOutboxItem(runApi)(older as OutboxItem);
    expect(requests[0]!.body).toEqual({ badge: "GOLD-7KX2M9QD", scannedAt: "2025-03-14T09:30:00.000Z", qualification: { priority: "high" } });
  });

  it("keeps a scan the server refused aside with the server's reason", async () => {
    const { runApi } = recordingApi(() => jsonResponse(400, { success: false, message: "Type the visitor's name to save this code." }));
    expect(await sendOutboxItem(runApi)(scan({ captureKind: "text", badge: "hello", ticketCode: "" }))).toEqual({
      kind: "refused",
      message: "Type the visitor's name to save this code.",
    });
  });
});
