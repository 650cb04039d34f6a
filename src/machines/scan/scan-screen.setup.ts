import { and, assign, raise, sendTo, setup, stateIn, stopChild } from "xstate";
import type { CaptureFrom } from "../../rules/capture-code.ts";
import type { FormField } from "../../rules/form-rules.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import type { CapturedPerson, QueuedScan } from "../outbox/outbox-types.ts";
import { screenBusinessCard, type BusinessCardSaved } from "./business-card.machine.ts";
import { screenCamera } from "./camera.machine.ts";
import { screenQualificationCard } from "./qualification-card.machine.ts";
import { cardInputOf, intakeOf, pendingOfIntake, withPending, type BadgeKey, type Intake, type ScanToStore, type SignatureCheck } from "./scan-intake.ts";
import type { ScanScreenTypes } from "./scan-screen.types.ts";
import { SCAN_TEXTS, storageReason } from "./scan-texts.ts";
import { screenVisitorName } from "./visitor-name.machine.ts";

/**
 * What the Scan screen's chart (scan-screen.machine.ts) refers to by name: its children, the real
 * actors the composition root provides, and every action, guard and delay. Kept apart so the chart
 * reads as the flow alone.
 */
const scanScreenBase = setup({
  types: {} as ScanScreenTypes,
  actors: {
    camera: screenCamera,
    qualificationCard: screenQualificationCard,
    visitorName: screenVisitorName,
    businessCard: screenBusinessCard,
    /** GET /badges/key. */
    fetchBadgeKey: notProvidedActor<BadgeKey>("fetchBadgeKey"),
    /** The key this device stored the last time it read one. */
    readCachedKey: notProvidedActor<BadgeKey | null>("readCachedKey"),
    /** GET /company/lead-questions. */
    fetchLeadQuestions: notProvidedActor<ReadonlyArray<FormField>>("fetchLeadQuestions"),
    /** verifyBadgeSignature (WebCrypto). */
    verifyBadge: notProvidedActor<boolean, SignatureCheck>("verifyBadge"),
    /** Outbox.enqueueScan; rejects with OutboxUnavailable when the device cannot keep it. */
    enqueueScan: notProvidedActor<QueuedScan, ScanToStore>("enqueueScan"),
  },
  actions: {
    /** Keeps the key on the device (localStorage) for scanning offline. */
    storeBadgeKey: notProvided<{ key: BadgeKey }>("storeBadgeKey"),
    useKey: assign({ key: (_, params: { key: BadgeKey | null }) => params.key }),
    takeQuestions: assign({ questions: (_, params: { questions: ReadonlyArray<FormField> }) => params.questions, questionsError: null }),
    noteQuestionsError: assign({ questionsError: (_, params: { error: unknown }) => loadErrorMessage(params.error) }),
    typeCode: assign({ typed: (_, params: { text: string }) => params.text, typedError: null }),
    markCardUnsaved: assign({ cardDirty: (_, params: { unsaved: boolean }) => params.unsaved }),
    holdBadge: raise({ type: "recent.hold" }),
    /** Business card mode: the camera takes photos and reads no codes until the mode is left. */
    pauseCodeReading: sendTo("camera", { type: "scan.pause" }),
    resumeCodeReading: sendTo("camera", { type: "scan.resume" }),
    takeCapture: assign(({ context }, params: { text: string; from: CaptureFrom }) => ({ intake: intakeOf(params.text, params.from, context.key), notice: null })),
    /** A typed slip stays in the field with what to fix; a code the camera read is named in the notice. */
    refuseCapture: assign(({ context }) => {
      const { intake } = context;
      if (intake?.kind !== "refuse") return {};
      return intake.from === "typed" ? { typedError: intake.message, intake: null } : { notice: { kind: "invalid", text: intake.message }, intake: null };
    }),
    markVerified: assign({ intake: ({ context }) => withPending(context.intake, (pending) => ({ ...pending, localCheck: "valid" })) }),
    nameVisitor: assign(({ context }, params: { person: CapturedPerson }) => ({
      intake: withPending(context.intake, (pending) => ({ ...pending, person: params.person })),
      notice: null,
    })),
    dropCapture: assign({ intake: null }),
    noticeForged: assign({ notice: { kind: "forged", text: SCAN_TEXTS.forged }, intake: null }),
    noticeStorage: assign({ notice: (_, params: { error: unknown }) => ({ kind: "storage", text: SCAN_TEXTS.storage(storageReason(params.error)) }) }),
    noticeUnsavedCard: assign({ notice: { kind: "unsavedCard", text: SCAN_TEXTS.saveDetailsFirst } }),
    rememberCameraText: assign({ lastCameraText: (_, params: { text: string }) => params.text }),
    stopCard: stopChild(({ context }) => context.card ?? "none"),
    openCard: assign(({ context, spawn }, params: { scan: QueuedScan }) => ({
      card: spawn("qualificationCard", { id: `card-${params.scan.localId}`, input: cardInputOf(context.intake, params.scan, context.questions) }),
      cardDirty: false,
      savedCount: context.savedCount + 1,
      typed: pendingOfIntake(context.intake)?.from === "typed" ? "" : context.typed,
      typedError: null,
      intake: null,
    })),
    forgetCard: assign({ card: null, cardDirty: false }),
    openBusinessCard: assign(({ context, spawn }, params: BusinessCardSaved) => ({
      card: spawn("qualificationCard", { id: `card-${params.localId}`, input: { localId: params.localId, ticketCode: "", questions: context.questions, capture: params.capture } }),
      cardDirty: false,
      savedCount: context.savedCount + 1,
    })),
  },
  guards: {
    heldDuplicate: and([stateIn("#scanScreen.recent.holding"), "sameCodeAsLast"]),
    sameCodeAsLast: ({ context, event }) => event.type === "badge.decoded" && event.text === context.lastCameraText,
    cardDirty: ({ context }) => context.cardDirty,
    intakeIs: ({ context }, params: { kind: Intake["kind"] }) => context.intake?.kind === params.kind,
    isGenuine: (_, params: { valid: boolean }) => params.valid,
    hasCachedKey: (_, params: { key: BadgeKey | null }) => params.key !== null,
  },
  delays: {
    /** A badge held in front of the camera is decoded every few frames; within this it is the same scan. */
    duplicateWindow: 3_000,
  },
});

// Actions that enqueue others are typed from the rest of the set-up, so they join it in a second step.
export const scanScreenSetup = scanScreenBase.extend({
  actions: {
    /** After takeQuestions: an open card that has no questions yet gets them. */
    passQuestionsToCard: scanScreenBase.enqueueActions(({ context, enqueue }) => {
      if (context.card !== null) enqueue.sendTo(context.card, { type: "questions.arrived", questions: context.questions });
    }),
    /**
     * After the last lead's details changed state: in Business card mode a card waits for unsaved
     * details, as a code does.
     */
    tellBusinessCard: scanScreenBase.enqueueActions(({ context, enqueue, self }) => {
      // No children while a graph is computed without running the machine (the model's paths).
      const businessCard = self.getSnapshot().children?.businessCard;
      if (businessCard) enqueue.sendTo(businessCard, { type: "lastLead.changed", unsaved: context.cardDirty });
    }),
  },
});
