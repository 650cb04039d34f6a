import assert from "node:assert/strict";
import { fromCallback, fromPromise, type EventObject } from "xstate";
import { BADGE_MESSAGES } from "../../rules/badge-code.ts";
import { CAPTURE_MESSAGES } from "../../rules/capture-code.ts";
import { OutboxUnavailable, type QueuedScan, type SyncResult } from "../outbox/outbox-types.ts";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import type { OpenedCamera } from "./camera-types.ts";
import { screenBusinessCard } from "./business-card.machine.ts";
import type { KeptCard } from "./business-card.types.ts";
import { screenCamera } from "./camera.machine.ts";
import { screenQualificationCard, type CardCapture } from "./qualification-card.machine.ts";
import { QUESTIONS } from "./scan-fixtures.ts";
import { pendingOfIntake, scanToStore, type BadgeKey, type ScanToStore } from "./scan-intake.ts";
import { scanScreenMachine, type ScanScreenSnapshot } from "./scan-screen.machine.ts";
import { canSubmitCode, keyNote } from "./scan-screen.selectors.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";
import type { VisitorNameRef } from "./visitor-name.machine.ts";

const KEY: BadgeKey = {
  eventId: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  publicKey: { kty: "EC", crv: "P-256", x: "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU", y: "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0" },
  badgeIdPattern: "^REG-[0-9]{6}$",
  country: "IN",
};
const SIGNATURE = "c2lnbmF0dXJlLW9mLXRoZS1iYWRnZS1pbi10aGUtdGVzdC1tb2RlbC1vZi10aGUtc2Nhbi1zY3JlZW4";
const SIGNED = `EPB1.GOLD-7KX2M9QD.${SIGNATURE}`;
const CODE = "GOLD-7KX2M9QD";
/** This portal's badge format with a signature cut short: a damaged or forged badge, not text. */
const BROKEN = `EPB1.${CODE}.short`;
/** Any other code: kept once a person names the visitor. */
const URL_CODE = "https://example.com/menu";
const VCARD = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Priya Nair\r\nORG:Initech\r\nEMAIL:priya@initech.example\r\nTEL:098765 43210\r\nEND:VCARD";
const MECARD = "MECARD:N:Iyer,Meera;ORG:Globex;TEL:+91 91234 56780;EMAIL:meera@globex.example;;";
/** The event's own badge: its id matches KEY's pattern. */
const EVENT_BADGE = "REG-004211";
const NAMED = { fullName: "Asha Visitor", companyName: "Initech" };
/** A business card the Business card mode kept in the outbox. */
const CARD_CAPTURE = {
  kind: "business_card",
  text: "Meera Iyer\nLotus Robotics",
  person: { fullName: "Meera Iyer", emailId: "meera.iyer@lotusrobotics.com", companyName: "Lotus Robotics", designation: null, phone: "+919845012345" },
} as const;

const scanOf = (stored: ScanToStore | null, localId: string): QueuedScan => ({
  kind: "scan",
  localId,
  userId: "",
  createdAt: "2025-03-14T09:30:00.000Z",
  state: "pending",
  error: null,
  attempts: 0,
  badge: stored?.badge ?? SIGNED,
  ticketCode: stored?.ticketCode ?? CODE,
  captureKind: stored?.captureKind ?? "badge",
  from: stored?.from ?? "camera",
  person: stored?.person ?? null,
  scannedAt: "2025-03-14T09:30:00.000Z",
  localCheck: stored?.localCheck ?? "valid",
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
    ...outcomesOf("fetchBadgeKey", { answers: [KEY], failures: [OFFLINE] }),
    ...outcomesOf("readCachedKey", { answers: [KEY, null], failures: [new Error("SecurityError")] }),
    ...outcomesOf("fetchLeadQuestions", { answers: [QUESTIONS], failures: [serverDown("Service unavailable")] }),
  ];
  const { context } = snapshot;
  const idle = snapshot.matches({ scan: "ready" }) && context.savedCount === 0 && context.notice === null && context.typed === "";
  if (idle && context.card === null) setup.push({ type: "key.retry" }, { type: "questions.retry" });
  const scanning =
    (snapshot.matches({ keys: "fromServer" }) && snapshot.matches({ questions: "loaded" })) ||
    (snapshot.matches({ keys: "missing" }) && snapshot.matches({ questions: "failed" }));
  if (!scanning) return setup;

  const pending = pendingOfIntake(context.intake);
  const stored = pending === null ? null : scanToStore(pending);
  const list: ScreenEvent[] = [
    ...outcomesOf("verifyBadge", { answers: [true, false], failures: [new Error("The key could not be imported")] }),
    ...outcomesOf("enqueueScan", {
      answers: [scanOf(stored, `local-${context.savedCount + 1}`)],
      failures: [new OutboxUnavailable("the device's storage is full")],
    }),
    { type: "visitor.named", person: NAMED },
    { type: "visitor.cancelled" },
  ];
  if (context.savedCount < 2) {
    list.push({ type: "badge.decoded", text: SIGNED }, { type: "badge.decoded", text: URL_CODE });
    if (context.savedCount === 0) {
      list.push(...[BROKEN, CODE, VCARD, MECARD, EVENT_BADGE].map((text): ScreenEvent => ({ type: "badge.decoded", text })));
    }
  }
  if (context.typed === "" && context.savedCount === 0) {
    list.push(
      { type: "code.change", text: "??" },
      { type: "code.change", text: CODE.toLowerCase() },
      { type: "code.change", text: SIGNED },
      { type: "code.change", text: EVENT_BADGE },
    );
  }
  if (context.typedError !== null) list.push({ type: "code.change", text: CODE });
  if (context.typed !== "") list.push({ type: "code.submit" });
  if (snapshot.matches({ recent: "holding" })) list.push({ type: "xstate.after.duplicateWindow.scanScreen.recent.holding" });
  if (context.card !== null) {
    list.push({ type: context.cardDirty ? "card.clean" : "card.dirty" }, { type: "card.finished" });
  }
  // Business card mode from one setting (key and questions read), before anything was scanned.
  const inCardMode = snapshot.matches({ mode: "card" });
  if (inCardMode) list.push({ type: "mode.codes" });
  if (inCardMode && context.savedCount === 0) list.push({ type: "businessCard.saved", localId: "card-1", capture: CARD_CAPTURE });
  if (!inCardMode && idle && context.card === null && snapshot.matches({ keys: "fromServer" })) list.push({ type: "mode.card" });
  return [...setup, ...list];
};

/** The card of a kept scan names what was captured: the code's text and the details read or typed. */
const assertCardShowsCapture = (capture: CardCapture, scan: QueuedScan): void => {
  assert.equal(capture.kind, scan.captureKind);
  assert.equal(capture.text, scan.badge);
  if (scan.captureKind === "vcard") assert.deepEqual(capture.person, { fullName: "Priya Nair", emailId: "priya@initech.example", companyName: "Initech", designation: null, phone: "+919876543210" });
  else if (scan.captureKind === "mecard") assert.equal(capture.person?.fullName, "Meera Iyer");
  else if (scan.captureKind === "text") assert.deepEqual(capture.person, { fullName: "Asha Visitor", emailId: null, companyName: "Initech", designation: null, phone: null });
  else assert.equal(capture.person, null);
};

interface World {
  readonly storedKeys: BadgeKey[];
  readonly cards: string[];
  /** The visitor-name form of the code being named, to see it live on through a refused save. */
  form: VisitorNameRef | null;
}

const never = <T>() => new Promise<T>(() => undefined);

export const scanScreenModel = defineModel({
  name: "scan-screen",
  machine: scanScreenMachine,
  inputs: { scanner: { search: "", role: "scanner" } },
  events,
  controlledActors: ["fetchBadgeKey", "readCachedKey", "fetchLeadQuestions", "verifyBadge", "enqueueScan"],
  world: (): World => ({ storedKeys: [], cards: [], form: null }),
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
      // The Business card mode's own paths are its model's; here it waits, and hears the last lead's state.
      businessCard: screenBusinessCard.provide({
        actors: { recallDevice: fromPromise<KeptCard, void>(() => never()), cardReader: fromCallback(() => undefined) },
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
      assert.equal(snapshot.children.visitorName, undefined, "no name is asked for");
      const { notice, typed, typedError } = snapshot.context;
      if (notice?.kind === "invalid") assert.equal(notice.text, BADGE_MESSAGES.notBadge);
      if (notice?.kind === "unsavedCard") assert.equal(notice.text, SCAN_TEXTS.saveDetailsFirst);
      if (event.type === "xstate.done.actor.verifyBadge") assert.deepEqual(notice, { kind: "forged", text: SCAN_TEXTS.forged });
      if (event.type === "xstate.error.actor.enqueueScan") {
        assert.equal(notice?.kind, "storage");
        assert.match(notice?.text ?? "", /^This device could not store the scan: the device's storage is full\./);
      }
      if (event.type === "code.submit" && typedError !== null) {
        assert.equal(typedError, CAPTURE_MESSAGES.typedNotCode);
        assert.equal(typed, "??", "the typed text stays with what to fix");
      }
      if (event.type === "visitor.cancelled") assert.equal(snapshot.context.intake, null, "a cancelled code is not kept");
      if (event.type === "xstate.done.actor.enqueueScan") {
        assert.equal(notice, null);
        assert.ok(snapshot.context.card !== null, "the stored scan's card opens at once");
        assertCardShowsCapture(snapshot.context.card.getSnapshot().context.capture, (event as unknown as { output: QueuedScan }).output);
      }
    },
    "scan.verifying": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["verifyBadge"]!.pending("verifyBadge")?.input, { key: KEY, ticketCode: CODE, signature: SIGNATURE });
      assert.ok(!canSubmitCode(snapshot));
    },
    "scan.saving": (snapshot, { actors, event }) => {
      assert.ok(snapshot.hasTag("busy"));
      const input = actors["enqueueScan"]!.pending("enqueueScan")?.input as ScanToStore;
      const keyed = snapshot.context.key !== null;
      switch (input.captureKind) {
        case "badge":
          // Checked on the device when it could be; badges seen before the key are the server's to check.
          assert.deepEqual(input, { badge: SIGNED, ticketCode: CODE, captureKind: "badge", from: input.from, person: null, localCheck: event.type === "xstate.done.actor.verifyBadge" ? "valid" : "unchecked" });
          break;
        case "typed":
          // A ticket code typed, or the whole of a code the camera read: the server looks it up.
          assert.deepEqual(input, { badge: input.badge, ticketCode: input.badge, captureKind: "typed", from: input.from, person: null, localCheck: "unchecked" });
          assert.ok(input.badge === CODE || (input.badge === EVENT_BADGE && !keyed), "the event's badge id is a ticket code only without the event's pattern");
          break;
        case "external_badge":
          assert.ok(keyed, "recognised by the event's pattern");
          assert.deepEqual(input, { badge: EVENT_BADGE, ticketCode: "", captureKind: "external_badge", from: input.from, person: null, localCheck: "unchecked" });
          break;
        case "vcard":
        case "mecard":
          assert.deepEqual(input, { badge: input.captureKind === "vcard" ? VCARD : MECARD, ticketCode: "", captureKind: input.captureKind, from: "camera", person: null, localCheck: "unchecked" });
          break;
        default:
          assert.fail(`${input.captureKind} is not kept without a name`);
      }
    },
    "scan.naming": (snapshot, { world }) => {
      assert.ok(!canSubmitCode(snapshot));
      const form = snapshot.children.visitorName;
      assert.ok(form !== undefined, "the visitor's name is asked for");
      assert.equal(form.getSnapshot().context.text, pendingOfIntake(snapshot.context.intake)?.badge);
      if (world.form === null || world.form.getSnapshot().status !== "active") world.form = form;
      else assert.equal(form, world.form, "the form and what was typed in it live on until the code is kept or cancelled");
    },
    "scan.naming.editing": (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      if (event.type === "xstate.error.actor.enqueueScan") {
        assert.equal(snapshot.context.notice?.kind, "storage");
        assert.deepEqual(pendingOfIntake(snapshot.context.intake)?.person, NAMED);
      }
    },
    "scan.naming.storing": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const input = actors["enqueueScan"]!.pending("enqueueScan")?.input as ScanToStore;
      assert.deepEqual(input, { badge: input.badge, ticketCode: "", captureKind: "text", from: "camera", person: NAMED, localCheck: "unchecked" });
    },
    "mode.codes": (snapshot) => assert.equal(snapshot.children.businessCard, undefined, "the card reader runs only in its mode"),
    "mode.card": (snapshot, { event }) => {
      const businessCard = snapshot.children.businessCard;
      assert.ok(businessCard !== undefined);
      assert.equal(businessCard.getSnapshot().context.lastLeadUnsaved, snapshot.context.cardDirty, "a card waits for the last lead's unsaved details");
      if (event.type === "badge.decoded") assert.equal(snapshot.context.intake, null, "a code printed on a card is not a capture");
      if (event.type === "businessCard.saved") {
        assert.ok(snapshot.context.card !== null, "the kept card's qualification card opens");
        assert.deepEqual(snapshot.context.card.getSnapshot().context.capture, CARD_CAPTURE);
      }
    },
    "recent.holding": (snapshot) => assert.ok(snapshot.context.lastCameraText !== null),
    "recent.clear": () => undefined,
  },
});
