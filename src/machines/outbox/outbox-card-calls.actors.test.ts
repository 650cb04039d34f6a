import { describe, expect, it } from "vitest";
import { isApiError } from "../../api/error-checks.ts";
import { NEW_LEAD } from "../testing/fixtures/scanned-lead.fixture.ts";
import { fastApiRunner, jsonResponse } from "../testing/api-fetch.ts";
import type { OutboxItem, QueuedCard } from "./outbox-types.ts";
import { sendOutboxItem } from "./outbox-calls.actors.ts";
import { sendCard } from "./outbox-card-calls.actors.ts";

const CARD: QueuedCard = {
  kind: "card",
  localId: "5b6c7d8e-9f00-4112-8334-556677889900",
  userId: "user-1",
  createdAt: "2025-03-14T09:30:00.000Z",
  state: "pending",
  error: null,
  attempts: 0,
  photo: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" }),
  backPhoto: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }),
  photoPath: null,
  backPhotoPath: null,
  person: { fullName: "Ananya Sharma", emailId: "ananya.sharma@vertexlabs.com", phone: "+919820012345" },
  text: "Ananya Sharma\nVertex Labs",
  scannedAt: "2025-03-14T09:30:00.000Z",
  qualification: { priority: "high" },
};

interface Seen {
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly fileName: string | null;
  readonly json: unknown;
}

/** A server that stores photos under numbered paths and answers the card with `cardAnswer`. */
const server = (cardAnswer: () => Response | Promise<Response>) => {
  const seen: Seen[] = [];
  let photos = 0;
  const runApi = fastApiRunner(async (request) => {
    const path = new URL(request.url).pathname;
    const idempotencyKey = request.headers.get("Idempotency-Key");
    if (path.endsWith("/leads/photos")) {
      const file = (await request.formData()).get("file");
      seen.push({ path, idempotencyKey, fileName: file instanceof File ? file.name : null, json: null });
      photos += 1;
      return jsonResponse(201, { success: true, message: "File uploaded successfully", data: { filePath: `leadPhoto/photo-${photos}.jpg`, fileName: "card.jpg", mimeType: "image/jpeg", size: 4 } });
    }
    seen.push({ path, idempotencyKey, fileName: null, json: await request.json() });
    return cardAnswer();
  });
  return { runApi, seen };
};

/** The item as the store holds it, changed the way `OutboxStore.update` would. */
const storeOf = (item: QueuedCard) => {
  let now: OutboxItem = item;
  return { keep: async (change: (item: OutboxItem) => OutboxItem) => void (now = change(now)), now: () => now as QueuedCard };
};

describe("sending a business card", () => {
  it("uploads both photos as named files, then makes the lead with their paths under the item's Idempotency-Key", async () => {
    const { runApi, seen } = server(() => jsonResponse(201, { success: true, message: "Lead created", data: { outcome: "created", lead: NEW_LEAD } }));
    const store = storeOf(CARD);
    const sent = await sendCard(runApi, CARD, store.keep);
    expect(sent).toEqual({ lead: NEW_LEAD, outcome: "created" });
    expect(seen.map(({ path, fileName }) => [path, fileName])).toEqual([
      ["/api/leads/photos", "card-front.jpg"],
      ["/api/leads/photos", "card-back.png"],
      ["/api/leads/business-card", null],
    ]);
    expect(seen[2]).toMatchObject({
      idempotencyKey: CARD.localId,
      json: { person: CARD.person, photo: "leadPhoto/photo-1.jpg", backPhoto: "leadPhoto/photo-2.jpg", text: CARD.text, scannedAt: CARD.scannedAt, qualification: { priority: "high" } },
    });
    expect(store.now()).toMatchObject({ photoPath: "leadPhoto/photo-1.jpg", backPhotoPath: "leadPhoto/photo-2.jpg" });
  });

  it("keeps the stored photos' paths when the card's answer is lost, and does not upload them again", async () => {
    let answered = false;
    const { runApi, seen } = server(() => {
      if (!answered) {
        answered = true;
        throw new TypeError("Failed to fetch");
      }
      return jsonResponse(200, { success: true, message: "Merged", data: { outcome: "existing", lead: NEW_LEAD } });
    });
    const store = storeOf(CARD);
    const first = await sendCard(runApi, CARD, store.keep).catch((error: unknown) => error);
    expect(isApiError(first) && first._tag).toBe("Network");
    expect(store.now()).toMatchObject({ photoPath: "leadPhoto/photo-1.jpg", backPhotoPath: "leadPhoto/photo-2.jpg" });

    const again = await sendCard(runApi, store.now(), store.keep);
    expect(again.outcome).toBe("existing");
    expect(seen.filter((request) => request.path.endsWith("/leads/photos"))).toHaveLength(2);
    expect(seen.filter((request) => request.path.endsWith("/leads/business-card")).map((request) => request.idempotencyKey)).toEqual([CARD.localId, CARD.localId]);
  });

  it("rejects with the server's refusal of a photo, and sends no card", async () => {
    const seen: string[] = [];
    const runApi = fastApiRunner(async (request) => {
      seen.push(new URL(request.url).pathname);
      return jsonResponse(413, { success: false, message: "The photo is larger than 5 MB." });
    });
    const refused = await sendCard(runApi, { ...CARD, backPhoto: null }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.message).toBe("The photo is larger than 5 MB.");
    expect(seen).toEqual(["/api/leads/photos"]);
  });

  it("waits for the network when nothing answers, and is refused with the server's reason, through the outbox's sender", async () => {
    const offline = fastApiRunner(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendOutboxItem(offline)(CARD)).toEqual({ kind: "later", reason: "offline" });
    const refusing = fastApiRunner(async () => jsonResponse(415, { success: false, message: "Only PNG or JPEG photos." }));
    expect(await sendOutboxItem(refusing)(CARD)).toEqual({ kind: "refused", message: "Only PNG or JPEG photos." });
  });
});
