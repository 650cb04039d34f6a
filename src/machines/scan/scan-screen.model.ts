import assert from "node:assert/strict";
import { fromCallback, fromPromise, type EventObject } from "xstate";
import { Network, Server } from "../../api/errors.ts";
import { BADGE_MESSAGES } from "../../rules/badge-code.ts";
import { OutboxUnavailable, type QueuedScan, type SyncResult } from "../outbox/outbox-types.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import type { OpenedCamera } from "./camera-types.ts";
import { screenCamera } from "./camera.machine.ts";
import { screenQualificationCard } from "./qualification-card.machine.ts";
import { QUESTIONS } from "./scan-fixtures.ts";
import type { BadgeKey } from "./scan-intake.ts";
import { canSubmitCode, keyNote, scanScreenMachine, type ScanScreenSnapshot } from "./scan-screen.machine.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";

const KEY: BadgeKey = {
  eventId: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  publicKey: { kty: "EC", crv: "P-256", x: "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU", y: "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0" },
};
const SIGNATURE = "c2lnbmF0dXJlLW9mLXRoZS1iYWRnZS1pbi10aGUtdGVzdC1tb2RlbC1vZi10aGUtc2Nhbi1zY3JlZW4";
const SIGNED = `EPB1.GOLD-7KX2M9QD.${SIGNATURE}`;
const CODE = "GOLD-7KX2M9QD";
const NOT_A_BADGE = "https://example.com/menu";

const scanOf = (badge: string, localCheck: QueuedScan["localCheck"], localId: string): QueuedScan => ({
  kind: "scan",
  localId,
  userId: "",
  createdAt: "2025-03-14T09:30:00.000Z",
  state: "pending",
  error: null,
  attempts: 0,
  badge,
  ticketCode: CODE,
  scannedAt: "2025-03-14T09:30:00.000Z",
  localCheck,
  qualification: {},
});

type ScreenEvent = ModelEvent<typeof scanScreenMachine>;

/**
 * The key and the questions are read first (each outcome), then badges are scanned on two
 * settings (key and questions read; neither): the regions run side by side, and this keeps the
 * graph to the combinations that change what a scan does.
 */
const events = (snapshot: ScanScreenSnapshot): ReadonlyArray<ScreenEvent> => {
  const setup: ScreenEvent[] = [
    { type: "xstate.done.actor.fetchBadgeKey", output: KEY },
    { type: "xstate.error.actor.fetchBadgeKey", error: new Network({ message: "Failed to fetch" }) },
    { type: "xstate.done.actor.readCachedKey", output: KEY },
    { type: "xstate.done.actor.readCachedKey", output: null },
    { type: "xstate.error.actor.readCachedKey", error: new Error("SecurityError") },
    { type: "xstate.done.actor.fetchLeadQuestions", output: QUESTIONS },
    { type: "xstate.error.actor.fetchLeadQuestions", error: new Server({ status: 503, message: "Service unavailable" }) },
  ];
  const { context } = snapshot;
  const idle = snapshot.matches({ scan: "ready" }) && context.savedCount === 0 && context.notice === null && context.typed === "";
  if (idle && context.card === null) setup.push({ type: "key.retry" }, { type: "questions.retry" });
  const scanning =
    (snapshot.matches({ keys: "fromServer" }) && snapshot.matches({ questions: "loaded" })) ||
    (snapshot.matches({ keys: "missing" }) && snapshot.matches({ questions: "failed" }));
  if (!scanning) return setup;

  const list: ScreenEvent[] = [
    { type: "xstate.done.actor.verifyBadge", output: true },
    { type: "xstate.done.actor.verifyBadge", output: false },
    { type: "xstate.error.actor.verifyBadge", error: new Error("The key could not be imported") },
    { type: "xstate.done.actor.enqueueScan", output: scanOf(context.pending?.badge ?? SIGNED, context.pending?.localCheck ?? "valid", `local-${context.savedCount + 1}`) },
    { type: "xstate.error.actor.enqueueScan", error: new OutboxUnavailable("the device's storage is full") },
  ];
  if (context.savedCount < 2) {
    list.push({ type: "badge.decoded", text: SIGNED });
    if (context.savedCount === 0) list.push({ type: "badge.decoded", text: NOT_A_BADGE }, { type: "badge.decoded", text: CODE });
  }
  if (context.typed === "" && context.savedCount === 0) {
    list.push({ type: "code.change", text: "??" }, { type: "code.change", text: CODE.toLowerCase() }, { type: "code.change", text: SIGNED });
  }
  if (context.typedError !== null) list.push({ type: "code.change", text: CODE });
  if (context.typed !== "") list.push({ type: "code.submit" });
  if (snapshot.matches({ recent: "holding" })) list.push({ type: "xstate.after.duplicateWindow.scanScreen.recent.holding" });
  if (context.card !== null) {
    list.push({ type: context.cardDirty ? "card.clean" : "card.dirty" }, { type: "card.finished" });
  }
  return [...setup, ...list];
};

interface World {
  readonly storedKeys: BadgeKey[];
  readonly cards: string[];
}

const never = <T>() => new Promise<T>(() => undefined);

export const scanScreenModel = defineModel({
  name: "scan-screen",
  machine: scanScreenMachine,
  inputs: { scanner: { search: "", role: "scanner" } },
  events,
  controlledActors: ["fetchBadgeKey", "readCachedKey", "fetchLeadQuestions", "verifyBadge", "enqueueScan"],
  world: (): World => ({ storedKeys: [], cards: [] }),
  implementations: (world) => ({
    actors: {
      // The camera's and the card's own paths are their models'; here they only have to run.
      camera: screenCamera.provide({
        actors: {
          openCamera: fromPromise<OpenedCamera, { deviceId: string | null }>(() => never()),
          holdStream: fromCallback<EventObject, { stream: MediaStream | null }>(() => undefined),
          decodeFrames: fromCallback<EventObject, { stream: MediaStream | null }>(() => undefined),
        },
      }),
      qualificationCard: screenQualificationCard.provide({
        actors: {
          syncItem: fromPromise<SyncResult, { localId: string }>(({ input }) => {
            world.cards.push(input.localId);
            return never();
          }),
        },
      }),
    },
    actions: {
      storeBadgeKey: (_: unknown, { key }: { key: BadgeKey }) => void world.storedKeys.push(key),
    },
  }),
  assertions: {
    scanScreen: (snapshot, { world }) => {
      assert.ok(snapshot.children.camera !== undefined, "the camera runs as long as the screen");
      // One card at most, the one of the last scan stored; each stored scan opened one.
      assert.equal(world.cards.length, snapshot.context.savedCount);
      if (snapshot.context.card !== null) assert.equal(snapshot.context.card.getSnapshot().context.localId, world.cards.at(-1));
      const cards = Object.keys(snapshot.children).filter((id) => id.startsWith("card-"));
      assert.equal(cards.length, snapshot.context.card === null ? 0 : 1, "a replaced or finished card is stopped");
      if (!snapshot.context.cardDirty && snapshot.context.notice?.kind === "unsavedCard") assert.fail("the unsaved-card notice only while the card is dirty");
    },
    "keys.fetching": (snapshot, { actors }) => {
      assert.ok(actors["fetchBadgeKey"]!.pending("fetchBadgeKey") !== undefined);
      assert.equal(keyNote(snapshot), null);
    },
    "keys.fromServer": (snapshot, { world }) => {
      assert.deepEqual(snapshot.context.key, KEY);
      assert.deepEqual(world.storedKeys.at(-1), KEY, "the key is kept on the device for offline use");
      assert.equal(keyNote(snapshot), null);
    },
    "keys.readingCache": (_, { world }) => {
      assert.equal(world.storedKeys.length, 0);
    },
    "keys.fromDevice": (snapshot) => {
      assert.deepEqual(snapshot.context.key, KEY);
      assert.equal(keyNote(snapshot), SCAN_TEXTS.keyFromDevice);
    },
    "keys.missing": (snapshot) => {
      assert.equal(snapshot.context.key, null);
      assert.equal(keyNote(snapshot), SCAN_TEXTS.keyMissing);
    },
    "questions.loaded": (snapshot) => {
      assert.deepEqual(snapshot.context.questions, QUESTIONS);
      const card = snapshot.context.card?.getSnapshot();
      if (card !== undefined) assert.deepEqual(card.context.questions, QUESTIONS, "the open card has the questions too");
    },
    "questions.failed": (snapshot) => {
      assert.equal(snapshot.context.questionsError, "Service unavailable");
      assert.ok(snapshot.can({ type: "questions.retry" }));
    },
    "questions.loading": () => undefined,
    "scan.ready": (snapshot, { event }) => {
      assert.ok(canSubmitCode(snapshot));
      const { notice, typed, typedError } = snapshot.context;
      if (notice?.kind === "invalid") assert.equal(notice.text, BADGE_MESSAGES.notBadge);
      if (notice?.kind === "unsavedCard") assert.equal(notice.text, SCAN_TEXTS.saveDetailsFirst);
      if (event.type === "xstate.done.actor.verifyBadge") assert.deepEqual(notice, { kind: "forged", text: SCAN_TEXTS.forged });
      if (event.type === "xstate.error.actor.enqueueScan") {
        assert.equal(notice?.kind, "storage");
        assert.match(notice?.text ?? "", /^This device could not store the scan: the device's storage is full\./);
      }
      if (event.type === "code.submit" && typedError !== null) {
        assert.equal(typedError, BADGE_MESSAGES.notBadge);
        assert.equal(typed, "??", "the typed text stays with what to fix");
      }
      if (event.type === "xstate.done.actor.enqueueScan") {
        assert.equal(notice, null);
        assert.ok(snapshot.context.card !== null, "the stored scan's card opens at once");
      }
    },
    "scan.verifying": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["verifyBadge"]!.pending("verifyBadge")?.input, { key: KEY, ticketCode: CODE, signature: SIGNATURE });
      assert.ok(!canSubmitCode(snapshot));
    },
    "scan.saving": (snapshot, { actors, event }) => {
      assert.ok(snapshot.hasTag("busy"));
      const input = actors["enqueueScan"]!.pending("enqueueScan")?.input as { badge: string; ticketCode: string; localCheck: string };
      assert.equal(input.ticketCode, CODE);
      // Checked on the device when it could be; typed codes (and badges seen before the key) are the server's to check.
      if (input.badge === SIGNED) assert.equal(input.localCheck, event.type === "xstate.done.actor.verifyBadge" ? "valid" : "unchecked");
      else assert.deepEqual(input, { badge: CODE, ticketCode: CODE, localCheck: "unchecked" });
    },
    "recent.holding": (snapshot) => assert.ok(snapshot.context.lastCameraText !== null),
    "recent.clear": () => undefined,
  },
});
