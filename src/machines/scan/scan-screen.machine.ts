import { and, assign, enqueueActions, raise, setup, stateIn, stopChild, type SnapshotFrom } from "xstate";
import type { FormField } from "../../rules/referral-form-rules.ts";
import type { ScreenInput } from "../app/screen-machines.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { OutboxUnavailable, type QueuedScan } from "../outbox/outbox-types.ts";
import { screenCamera } from "./camera.machine.ts";
import { screenQualificationCard } from "./qualification-card.machine.ts";
import type { ScanScreenContext, ScanScreenEvent } from "./scan-screen.types.ts";
import { badgeProblem, pendingScanOf, signatureCheckOf, type BadgeKey, type PendingScan, type SignatureCheck } from "./scan-intake.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";

export type { ScanNotice, ScanScreenContext, ScanScreenEvent } from "./scan-screen.types.ts";

const reasonOf = (error: unknown): string =>
  error instanceof OutboxUnavailable && error.message !== "" ? error.message : error instanceof Error && error.message !== "" ? error.message : SCAN_TEXTS.storageFallback;

/**
 * The Scan screen (issue 13): the camera and the typed code feed badges in; each is parsed, checked
 * with the event's key kept on the device (so a forged badge is refused offline too), stored in the
 * outbox and shown on a qualification card that sends it and takes hot/warm/cold, rating, tags,
 * note, follow-up date and the company's questions. The screen is ready for the next badge as soon
 * as the scan is stored; a badge held in front of the camera is one scan, not one per frame.
 */
export const scanScreenMachine = setup({
  types: {
    input: {} as ScreenInput,
    context: {} as ScanScreenContext,
    events: {} as ScanScreenEvent,
    tags: {} as "busy" | "error",
    children: {} as { camera: "camera" },
  },
  actors: {
    camera: screenCamera,
    qualificationCard: screenQualificationCard,
    /** GET /badges/key. */
    fetchBadgeKey: notProvidedActor<BadgeKey>("fetchBadgeKey"),
    /** The key this device stored the last time it read one. */
    readCachedKey: notProvidedActor<BadgeKey | null>("readCachedKey"),
    /** GET /company/lead-questions. */
    fetchLeadQuestions: notProvidedActor<ReadonlyArray<FormField>>("fetchLeadQuestions"),
    /** verifyBadgeSignature (WebCrypto). */
    verifyBadge: notProvidedActor<boolean, SignatureCheck>("verifyBadge"),
    /** Outbox.enqueueScan; rejects with OutboxUnavailable when the device cannot keep it. */
    enqueueScan: notProvidedActor<QueuedScan, Pick<QueuedScan, "badge" | "ticketCode" | "localCheck">>("enqueueScan"),
  },
  actions: {
    /** Keeps the key on the device (localStorage) for scanning offline. */
    storeBadgeKey: notProvided<{ key: BadgeKey }>("storeBadgeKey"),
    holdBadge: raise({ type: "recent.hold" }),
    takeBadge: assign((_, params: { pending: PendingScan | null }) => ({ pending: params.pending, notice: null })),
    rememberCameraText: assign({ lastCameraText: (_, params: { text: string }) => params.text }),
    stopCard: stopChild(({ context }) => context.card ?? "none"),
    openCard: assign(({ context, spawn }, params: { scan: QueuedScan }) => ({
      card: spawn("qualificationCard", {
        id: `card-${params.scan.localId}`,
        input: { localId: params.scan.localId, ticketCode: params.scan.ticketCode, questions: context.questions },
      }),
      cardDirty: false,
      savedCount: context.savedCount + 1,
      typed: context.pending?.from === "typed" ? "" : context.typed,
      typedError: null,
      pending: null,
    })),
    forgetCard: assign({ card: null, cardDirty: false }),
  },
  guards: {
    heldDuplicate: and([stateIn("#scanScreen.recent.holding"), ({ context, event }) => event.type === "badge.decoded" && event.text === context.lastCameraText]),
    cardDirty: ({ context }) => context.cardDirty,
    isNotBadge: (_, params: { text: string }) => badgeProblem(params.text) !== null,
    needsSignatureCheck: ({ context }, params: { text: string }) => signatureCheckOf(params.text, context.key) !== null,
    isGenuine: (_, params: { valid: boolean }) => params.valid,
    hasCachedKey: (_, params: { key: BadgeKey | null }) => params.key !== null,
  },
  delays: {
    /** A badge held in front of the camera is decoded every few frames; within this it is the same scan. */
    duplicateWindow: 3_000,
  },
}).createMachine({
  id: "scanScreen",
  context: {
    key: null,
    questions: [],
    questionsError: null,
    typed: "",
    typedError: null,
    notice: null,
    pending: null,
    lastCameraText: null,
    card: null,
    cardDirty: false,
    savedCount: 0,
  },
  invoke: { id: "camera", src: "camera" },
  type: "parallel",
  on: {
    "card.dirty": { actions: assign({ cardDirty: true }) },
    "card.clean": { actions: assign({ cardDirty: false }) },
    "card.finished": { actions: ["stopCard", "forgetCard"] },
    "code.change": { actions: assign({ typed: ({ event }) => event.text, typedError: null }) },
  },
  states: {
    keys: {
      initial: "fetching",
      states: {
        fetching: {
          invoke: {
            id: "fetchBadgeKey",
            src: "fetchBadgeKey",
            onDone: {
              target: "fromServer",
              actions: [assign({ key: ({ event }) => event.output }), { type: "storeBadgeKey", params: ({ event }) => ({ key: event.output }) }],
            },
            onError: "readingCache",
          },
        },
        readingCache: {
          description: "The key could not be read (offline): the one this device stored earlier checks badges.",
          invoke: {
            id: "readCachedKey",
            src: "readCachedKey",
            onDone: [
              {
                guard: { type: "hasCachedKey", params: ({ event }) => ({ key: event.output }) },
                target: "fromDevice",
                actions: assign({ key: ({ event }) => event.output }),
              },
              { target: "missing", actions: assign({ key: null }) },
            ],
            onError: { target: "missing", actions: assign({ key: null }) },
          },
        },
        fromServer: {},
        fromDevice: { on: { "key.retry": "fetching" } },
        missing: {
          description: "Never read on this device: badges are kept unchecked and checked by the server on sync.",
          on: { "key.retry": "fetching" },
        },
      },
    },
    questions: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "fetchLeadQuestions",
            src: "fetchLeadQuestions",
            onDone: {
              target: "loaded",
              actions: [
                assign({ questions: ({ event }) => event.output, questionsError: null }),
                // After the assign: an open card that has no questions yet gets them.
                enqueueActions(({ context, enqueue }) => {
                  if (context.card !== null) enqueue.sendTo(context.card, { type: "questions.arrived", questions: context.questions });
                }),
              ],
            },
            onError: { target: "failed", actions: assign({ questionsError: ({ event }) => loadErrorMessage(event.error) }) },
          },
        },
        loaded: {},
        failed: {
          description: "Cards open without the questions until a retry reads them.",
          on: { "questions.retry": "loading" },
        },
      },
    },
    scan: {
      initial: "ready",
      states: {
        ready: {
          on: {
            "badge.decoded": [
              { guard: "heldDuplicate", description: "The badge still in front of the camera.", actions: "holdBadge" },
              { guard: "cardDirty", actions: assign({ notice: { kind: "unsavedCard", text: SCAN_TEXTS.saveDetailsFirst } }) },
              {
                guard: { type: "isNotBadge", params: ({ event }) => ({ text: event.text }) },
                actions: [
                  assign({ notice: ({ event }) => ({ kind: "invalid", text: badgeProblem(event.text) ?? "" }) }),
                  { type: "rememberCameraText", params: ({ event }) => ({ text: event.text }) },
                  "holdBadge",
                ],
              },
              {
                guard: { type: "needsSignatureCheck", params: ({ event }) => ({ text: event.text }) },
                target: "verifying",
                actions: [
                  { type: "takeBadge", params: ({ event }) => ({ pending: pendingScanOf(event.text, "camera", false) }) },
                  { type: "rememberCameraText", params: ({ event }) => ({ text: event.text }) },
                  "holdBadge",
                ],
              },
              {
                target: "saving",
                actions: [
                  { type: "takeBadge", params: ({ event }) => ({ pending: pendingScanOf(event.text, "camera", false) }) },
                  { type: "rememberCameraText", params: ({ event }) => ({ text: event.text }) },
                  "holdBadge",
                ],
              },
            ],
            "code.submit": [
              { guard: "cardDirty", actions: assign({ notice: { kind: "unsavedCard", text: SCAN_TEXTS.saveDetailsFirst } }) },
              {
                guard: { type: "isNotBadge", params: ({ context }) => ({ text: context.typed }) },
                description: "The typed text stays with what to fix.",
                actions: assign({ typedError: ({ context }) => badgeProblem(context.typed) }),
              },
              {
                guard: { type: "needsSignatureCheck", params: ({ context }) => ({ text: context.typed }) },
                target: "verifying",
                actions: { type: "takeBadge", params: ({ context }) => ({ pending: pendingScanOf(context.typed, "typed", false) }) },
              },
              {
                target: "saving",
                actions: { type: "takeBadge", params: ({ context }) => ({ pending: pendingScanOf(context.typed, "typed", false) }) },
              },
            ],
          },
        },
        verifying: {
          tags: "busy",
          description: "Recognised; its signature is checked with the event's key on the device.",
          on: { "badge.decoded": { description: "One badge at a time: the camera sees the next one again in a moment." } },
          invoke: {
            id: "verifyBadge",
            src: "verifyBadge",
            input: ({ context }) => {
              const check = signatureCheckOf(context.pending?.badge ?? "", context.key);
              return check ?? { key: context.key!, ticketCode: "", signature: "" };
            },
            onDone: [
              {
                guard: { type: "isGenuine", params: ({ event }) => ({ valid: event.output }) },
                target: "saving",
                actions: assign({ pending: ({ context }) => (context.pending === null ? null : { ...context.pending, localCheck: "valid" }) }),
              },
              {
                target: "ready",
                description: "Forged, or another event's badge: nothing is stored.",
                actions: assign({ notice: { kind: "forged", text: SCAN_TEXTS.forged }, pending: null }),
              },
            ],
            onError: { target: "saving", description: "The device could not run the check: the scan is kept unchecked, and the server checks it." },
          },
        },
        saving: {
          tags: "busy",
          on: { "badge.decoded": { description: "One badge at a time: the camera sees the next one again in a moment." } },
          invoke: {
            id: "enqueueScan",
            src: "enqueueScan",
            input: ({ context }) => ({
              badge: context.pending?.badge ?? "",
              ticketCode: context.pending?.ticketCode ?? "",
              localCheck: context.pending?.localCheck ?? "unchecked",
            }),
            onDone: { target: "ready", actions: ["stopCard", { type: "openCard", params: ({ event }) => ({ scan: event.output }) }] },
            onError: {
              target: "ready",
              description: "The device cannot keep the scan: it is refused out loud and not counted; the typed code stays.",
              actions: assign({ notice: ({ event }) => ({ kind: "storage", text: SCAN_TEXTS.storage(reasonOf(event.error)) }), pending: null }),
            },
          },
        },
      },
    },
    recent: {
      initial: "clear",
      states: {
        clear: { on: { "recent.hold": "holding" } },
        holding: {
          description: "The camera's last badge counts once until it has been out of sight for the window.",
          on: { "recent.hold": { target: "holding", reenter: true, description: "Seen again: the window starts over." } },
          after: { duplicateWindow: "clear" },
        },
      },
    },
  },
});

export type ScanScreenSnapshot = SnapshotFrom<typeof scanScreenMachine>;

/** What the status line says about the badge key. */
export const keyNote = (snapshot: ScanScreenSnapshot): string | null => {
  if (snapshot.matches({ keys: "fromDevice" })) return SCAN_TEXTS.keyFromDevice;
  if (snapshot.matches({ keys: "missing" })) return SCAN_TEXTS.keyMissing;
  return null;
};

/** The typed-code field may send: not while a badge is being saved. */
export const canSubmitCode = (snapshot: ScanScreenSnapshot): boolean => snapshot.matches({ scan: "ready" });

export type ScanScreenRef = import("xstate").ActorRefFrom<typeof scanScreenMachine>;
