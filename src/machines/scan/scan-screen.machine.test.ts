import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from "xstate";
import { Network } from "../../api/errors.ts";
import type { QueuedScan, SyncResult } from "../outbox/outbox-types.ts";
import type { OpenedCamera } from "./camera-types.ts";
import { screenCamera } from "./camera.machine.ts";
import { screenQualificationCard } from "./qualification-card.machine.ts";
import { QUESTIONS } from "./scan-fixtures.ts";
import { scanScreenMachine } from "./scan-screen.machine.ts";
import { BADGE_MESSAGES, signBadge } from "../../rules/badge-code.ts";
import { describeModel } from "../testing/describe-model.ts";
import { badgeProblem, pendingScanOf, signatureCheckOf, type BadgeKey } from "./scan-intake.ts";
import { readStoredKey, BADGE_KEY_STORAGE } from "./scan-screen.actors.ts";
import { scanScreenModel } from "./scan-screen.model.ts";
import { createTestStorage } from "../testing/memory-storage.ts";

describeModel(scanScreenModel);

describe("a badge's way in", () => {
  it("parses, and asks for the device's check only for a signed badge with the key at hand", async () => {
    const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const privateJwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
    const publicJwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
    const key: BadgeKey = { eventId: "ev-1", publicKey: { kty: "EC", crv: "P-256", x: publicJwk.x!, y: publicJwk.y! } };
    const text = await signBadge(privateJwk, "ev-1", "GOLD-1");
    expect(signatureCheckOf(text, key)).toMatchObject({ key, ticketCode: "GOLD-1" });
    expect(signatureCheckOf(text, null)).toBeNull();
    expect(signatureCheckOf("gold-1", key)).toBeNull();
    expect(pendingScanOf(" gold-1 ", "typed", false)).toEqual({ badge: "GOLD-1", ticketCode: "GOLD-1", localCheck: "unchecked", from: "typed" });
    expect(pendingScanOf(text, "camera", true)).toEqual({ badge: text, ticketCode: "GOLD-1", localCheck: "valid", from: "camera" });
    expect(badgeProblem("")).toBe(BADGE_MESSAGES.empty);
    expect(badgeProblem("hello, world!")).toBe(BADGE_MESSAGES.notBadge);
  });

  it("reads the stored key back, and nothing from a damaged entry", () => {
    const key = { eventId: "ev-1", publicKey: { kty: "EC", crv: "P-256", x: "x", y: "y" } };
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: JSON.stringify(key) }))).toEqual(key);
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: "{not json" }))).toBeNull();
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: JSON.stringify({ eventId: "ev-1" }) }))).toBeNull();
    expect(readStoredKey(createTestStorage())).toBeNull();
  });
});

describe("questions read after a card opened", () => {
  it("reach the open card (a slow or offline start, then a retry that reads them)", async () => {
    let questionReads = 0;
    const machine = scanScreenMachine.provide({
      actors: {
        camera: screenCamera.provide({
          actors: {
            openCamera: fromPromise<OpenedCamera, { deviceId: string | null }>(() => new Promise(() => undefined)),
            holdStream: fromCallback<EventObject, { stream: MediaStream | null }>(() => undefined),
            decodeFrames: fromCallback<EventObject, { stream: MediaStream | null }>(() => undefined),
          },
        }),
        qualificationCard: screenQualificationCard.provide({
          actors: { syncItem: fromPromise<SyncResult, { localId: string }>(() => new Promise(() => undefined)) },
        }),
        fetchBadgeKey: fromPromise<BadgeKey, void>(() => Promise.reject(new Network({ message: "offline" }))),
        readCachedKey: fromPromise<BadgeKey | null, void>(async () => null),
        fetchLeadQuestions: fromPromise<ReadonlyArray<(typeof QUESTIONS)[number]>, void>(async () => {
          questionReads += 1;
          if (questionReads === 1) throw new Network({ message: "offline" });
          return QUESTIONS;
        }),
        enqueueScan: fromPromise<QueuedScan, Pick<QueuedScan, "badge" | "ticketCode" | "localCheck">>(async ({ input }) => ({
          ...input,
          kind: "scan",
          localId: "local-1",
          userId: "",
          createdAt: "2025-03-14T09:30:00.000Z",
          state: "pending",
          error: null,
          attempts: 0,
          scannedAt: "2025-03-14T09:30:00.000Z",
          qualification: {},
        })),
      },
      actions: { storeBadgeKey: () => undefined },
    });
    const screen = createActor(machine, { input: { search: "", role: "scanner" } }).start();
    await waitFor(screen, (snapshot) => snapshot.matches({ questions: "failed" }) && snapshot.matches({ keys: "missing" }));
    screen.send({ type: "code.change", text: "GOLD-7KX2M9QD" });
    screen.send({ type: "code.submit" });
    const opened = await waitFor(screen, (snapshot) => snapshot.context.card !== null);
    expect(opened.context.card!.getSnapshot().context.questions).toEqual([]);

    screen.send({ type: "questions.retry" });
    const loaded = await waitFor(screen, (snapshot) => snapshot.matches({ questions: "loaded" }));
    expect(loaded.context.card!.getSnapshot().context.questions).toEqual(QUESTIONS);
    expect(loaded.context.card!.getSnapshot().context.values).toHaveProperty("budget");
    screen.stop();
  });
});
