import { stateIn, type SnapshotFrom } from "xstate";
import { captureSettingsOf, pendingOfIntake, scanToStore } from "./scan-intake.ts";
import { scanScreenSetup } from "./scan-screen.setup.ts";
import type { ScanScreenContext } from "./scan-screen.types.ts";
import type { QueuedScan } from "../outbox/outbox-types.ts";

export type { ScanNotice, ScanScreenContext, ScanScreenEvent } from "./scan-screen.types.ts";

/** Says out loud why the device could not keep a capture. */
const noticeStorage = { type: "noticeStorage", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/**
 * Keeps the capture waiting in `context.intake` on the device (the outbox): once kept, its card opens
 * and the machine goes to `kept`; `refused` is where a device that cannot keep it goes, and what it does there.
 */
const keepCapture = <const TRefused>(kept: string, refused: TRefused) => ({
  id: "enqueueScan" as const,
  src: "enqueueScan" as const,
  input: ({ context }: { context: ScanScreenContext }) => scanToStore(pendingOfIntake(context.intake)!),
  onDone: {
    target: kept,
    actions: ["stopCard" as const, { type: "openCard" as const, params: ({ event }: { event: { output: QueuedScan } }) => ({ scan: event.output }) }],
  },
  onError: refused,
});

/**
 * The Scan screen (issues 13 and 31): the camera and the typed code feed codes in; each is read by
 * the shared intake with the event's settings kept on the device. This portal's badge is checked
 * with the event's key (so a forged badge is refused offline too); the event's own badge and a
 * contact code are kept at once; a code with nothing but text waits for the visitor's name. Each
 * capture is stored in the outbox and shown on a qualification card that sends it and takes
 * hot/warm/cold, rating, tags, note, follow-up date and the company's questions. The screen is ready
 * for the next code as soon as one is stored; a code held in front of the camera is one scan, not
 * one per frame.
 */
export const scanScreenMachine = scanScreenSetup.createMachine({
  id: "scanScreen",
  context: {
    key: null,
    questions: [],
    questionsError: null,
    typed: "",
    typedError: null,
    notice: null,
    intake: null,
    lastCameraText: null,
    card: null,
    cardDirty: false,
    savedCount: 0,
  },
  invoke: { id: "camera", src: "camera" },
  type: "parallel",
  on: {
    "card.dirty": { actions: [{ type: "markCardUnsaved", params: { unsaved: true } }, "tellBusinessCard"] },
    "card.clean": { actions: [{ type: "markCardUnsaved", params: { unsaved: false } }, "tellBusinessCard"] },
    "card.finished": { actions: ["stopCard", "forgetCard", "tellBusinessCard"] },
    "code.change": { actions: { type: "typeCode", params: ({ event }) => ({ text: event.text }) } },
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
              actions: [
                { type: "useKey", params: ({ event }) => ({ key: event.output }) },
                { type: "storeBadgeKey", params: ({ event }) => ({ key: event.output }) },
              ],
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
                actions: { type: "useKey", params: ({ event }) => ({ key: event.output }) },
              },
              { target: "missing", actions: { type: "useKey", params: { key: null } } },
            ],
            onError: { target: "missing", actions: { type: "useKey", params: { key: null } } },
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
              actions: [{ type: "takeQuestions", params: ({ event }) => ({ questions: event.output }) }, "passQuestionsToCard"],
            },
            onError: { target: "failed", actions: { type: "noteQuestionsError", params: ({ event }) => ({ error: event.error }) } },
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
              { guard: stateIn("#scanScreen.mode.card"), description: "Business card mode: a code printed on the card is not a capture." },
              { guard: "heldDuplicate", description: "The code still in front of the camera.", actions: "holdBadge" },
              { guard: "cardDirty", actions: "noticeUnsavedCard" },
              {
                target: "deciding",
                actions: [
                  { type: "takeCapture", params: ({ event }) => ({ text: event.text, from: "camera" }) },
                  { type: "rememberCameraText", params: ({ event }) => ({ text: event.text }) },
                  "holdBadge",
                ],
              },
            ],
            "code.submit": [
              { guard: "cardDirty", actions: "noticeUnsavedCard" },
              { target: "deciding", actions: { type: "takeCapture", params: ({ context }) => ({ text: context.typed, from: "typed" }) } },
            ],
          },
        },
        deciding: {
          description: "What the code is decides what becomes of it (scan-intake.ts): refused, checked, named or kept at once.",
          always: [
            { guard: { type: "intakeIs", params: { kind: "refuse" } }, target: "ready", actions: "refuseCapture" },
            { guard: { type: "intakeIs", params: { kind: "verify" } }, target: "verifying" },
            { guard: { type: "intakeIs", params: { kind: "askName" } }, target: "naming" },
            { target: "saving" },
          ],
        },
        verifying: {
          tags: "busy",
          description: "This portal's badge; its signature is checked with the event's key on the device.",
          on: { "badge.decoded": { description: "One code at a time: the camera sees the next one again in a moment." } },
          invoke: {
            id: "verifyBadge",
            src: "verifyBadge",
            input: ({ context }) => (context.intake?.kind === "verify" ? context.intake.check : { key: context.key!, ticketCode: "", signature: "" }),
            onDone: [
              { guard: { type: "isGenuine", params: ({ event }) => ({ valid: event.output }) }, target: "saving", actions: "markVerified" },
              { target: "ready", description: "Forged, or another event's badge: nothing is stored.", actions: "noticeForged" },
            ],
            onError: { target: "saving", description: "The device could not run the check: the scan is kept unchecked, and the server checks it." },
          },
        },
        naming: {
          description: "A code with nothing but text: the person names the visitor (visitor-name.machine.ts) before it is kept.",
          invoke: {
            id: "visitorName",
            src: "visitorName",
            input: ({ context }) => ({ text: pendingOfIntake(context.intake)?.badge ?? "", country: captureSettingsOf(context.key).country }),
          },
          on: {
            "badge.decoded": [
              { guard: "sameCodeAsLast", description: "The code still in front of the camera stays one scan while the name is typed.", actions: "holdBadge" },
              { description: "One code at a time: another code waits until this one is saved or cancelled." },
            ],
          },
          initial: "editing",
          states: {
            editing: {
              on: {
                "visitor.named": [
                  { guard: "cardDirty", actions: "noticeUnsavedCard" },
                  { target: "storing", actions: { type: "nameVisitor", params: ({ event }) => ({ person: event.person }) } },
                ],
                "visitor.cancelled": { target: "#scanScreen.scan.ready", actions: "dropCapture" },
              },
            },
            storing: {
              tags: "busy",
              on: {
                "visitor.named": { description: "Saving already: a second press changes nothing." },
                "visitor.cancelled": { description: "Saving already: the capture is kept or refused in a moment." },
              },
              invoke: keepCapture("#scanScreen.scan.ready", {
                target: "editing",
                description: "The device cannot keep it: refused out loud, and what was typed stays in the form for another try.",
                actions: noticeStorage,
              }),
            },
          },
        },
        saving: {
          tags: "busy",
          on: { "badge.decoded": { description: "One code at a time: the camera sees the next one again in a moment." } },
          invoke: keepCapture("ready", {
            target: "ready",
            description: "The device cannot keep the scan: it is refused out loud and not counted; the typed code stays.",
            actions: [noticeStorage, "dropCapture"],
          }),
        },
      },
    },
    mode: {
      initial: "codes",
      states: {
        codes: { on: { "mode.card": "card" } },
        card: {
          description: "Business card mode (business-card.machine.ts): the camera takes photos of cards and reads no codes.",
          entry: "pauseCodeReading",
          exit: "resumeCodeReading",
          invoke: {
            id: "businessCard",
            src: "businessCard",
            input: ({ context, self }) => ({
              // No children while a graph is computed without running the machine (the model's paths).
              camera: self.getSnapshot().children?.camera ?? null,
              country: captureSettingsOf(context.key).country,
              lastLeadUnsaved: context.cardDirty,
            }),
          },
          on: {
            "mode.codes": "codes",
            "businessCard.saved": { actions: ["stopCard", { type: "openBusinessCard", params: ({ event }) => event }] },
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

export type ScanScreenRef = import("xstate").ActorRefFrom<typeof scanScreenMachine>;
