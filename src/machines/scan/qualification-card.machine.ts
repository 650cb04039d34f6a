import { and, assign, not, sendParent, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { initialValues, normaliseValue, type FieldValue, type FormField, type FormValues } from "../../rules/form-rules.ts";
import { answerableFields } from "../../rules/form-rules.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import type { LeadQualification, QualificationTarget, SyncResult } from "../outbox/outbox-types.ts";
import type { CardReport, QualificationCardContext, QualificationCardEvent, QualificationCardTypes } from "./qualification-card.types.ts";
import {
  addTag,
  draftErrors,
  draftFromLead,
  hasChanges,
  qualificationOf,
  type QualificationPart,
} from "./qualification-rules.ts";

export type { CardCapture, CardPerson, CardReport, QualificationCardContext, QualificationCardEvent, QualificationCardInput } from "./qualification-card.types.ts";

const messageOf = (error: unknown) => (error instanceof Error && error.message !== "" ? error.message : "The details could not be saved.");
const withPart = (edited: ReadonlyArray<QualificationPart>, part: QualificationPart) => (edited.includes(part) ? edited : [...edited, part]);
const questionOf = (questions: ReadonlyArray<FormField>, name: string) => answerableFields(questions).find((field) => field.name === name);

/**
 * The card of one scanned badge, open beside the camera while the next badge can already be
 * scanned. It sends the scan (saved on the device first by the screen) and says what came of it:
 * a new lead, an existing one with the scan recorded, kept for later (offline), or refused. The
 * person marks hot/warm/cold, a 1-5 rating, tags, a note (appended), a follow-up date and the
 * company's lead questions; Save sends only what changed, to the queued scan or the server's lead.
 */
export const qualificationCardMachine = setup({
  types: {} as QualificationCardTypes,
  actors: {
    /** Outbox.syncItem: sends the saved scan now. */
    syncItem: notProvidedActor<SyncResult, { localId: string }>("syncItem"),
    /** Outbox.qualify: onto the queued scan, or an update of the lead. */
    qualify: notProvidedActor<void, { target: QualificationTarget; qualification: LeadQualification }>("qualify"),
  },
  actions: {
    takeQuestions: assign(({ context }, params: { questions: ReadonlyArray<FormField> }) => ({
      questions: params.questions,
      values: { ...initialValues(params.questions), ...context.values },
    })),
    takeSyncResult: assign(({ context }, params: { result: SyncResult }) => {
      if (params.result.status !== "synced") return {};
      const { lead, outcome } = params.result;
      return { lead, outcome, target: { leadId: lead._id, leadName: lead.user.fullName }, ...draftFromLead(context, lead) };
    }),
    takeRefusal: assign({ refusal: (_, params: { result: SyncResult }) => (params.result.status === "refused" ? params.result.message : null) }),
    closeAfterSave: assign({ closing: true }),
    /** Every question's message shows. */
    touchAllQuestions: assign(({ context }) => ({ touched: Object.fromEntries(answerableFields(context.questions).map((f) => [f.name, true as const])) })),
    setPriority: assign(({ context }, params: { priority: QualificationCardContext["priority"] }) => ({
      priority: params.priority,
      edited: withPart(context.edited, "priority"),
    })),
    setRating: assign(({ context }, params: { rating: QualificationCardContext["rating"] }) => ({ rating: params.rating, edited: withPart(context.edited, "rating") })),
    typeTag: assign({ tagText: (_, params: { text: string }) => params.text, tagError: null }),
    addTypedTag: assign(({ context }) => {
      const added = addTag(context.tags, context.tagText);
      return "tags" in added ? { tags: added.tags, tagText: "", tagError: null, edited: withPart(context.edited, "tags") } : {};
    }),
    refuseTag: assign(({ context }) => {
      const added = addTag(context.tags, context.tagText);
      return { tagError: "error" in added ? added.error : null };
    }),
    removeTag: assign(({ context }, params: { tag: string }) => ({
      tags: context.tags.filter((tag: string) => tag !== params.tag),
      edited: withPart(context.edited, "tags"),
    })),
    typeNote: assign({ note: (_, params: { text: string }) => params.text }),
    setFollowUp: assign(({ context }, params: { date: string }) => ({ followUpDate: params.date, edited: withPart(context.edited, "followUpDate") })),
    answer: assign(({ context }, params: { name: string; value: FieldValue }) => {
      const field = questionOf(context.questions, params.name);
      if (field === undefined) return {};
      return {
        values: { ...context.values, [params.name]: normaliseValue(field, params.value) } as FormValues,
        edited: withPart(context.edited, "answers"),
      };
    }),
    touchField: assign(({ context }, params: { name: string }) => ({ touched: { ...context.touched, [params.name]: true as const } })),
    clearSaveError: assign({ saveError: null }),
    noteSaveError: assign({ saveError: (_, params: { error: unknown }) => messageOf(params.error), closing: false }),
    /** Tells the Scan screen (`screenQualificationCard` below provides it). */
    report: notProvided<CardReport>("report"),
    /** The note joins the notes shown as added; the next save sends only what changes after this one. */
    keepSaved: assign(({ context }) => ({
      notesAdded: context.note.trim() === "" ? context.notesAdded : [...context.notesAdded, context.note.trim()],
      note: "",
      edited: [],
      savedTo: "leadId" in context.target ? ("lead" as const) : ("device" as const),
    })),
  },
  guards: {
    withoutQuestions: ({ context }) => context.questions.length === 0,
    tagAccepted: ({ context }) => "tags" in addTag(context.tags, context.tagText),
    isSynced: (_, params: { result: SyncResult }) => params.result.status === "synced",
    isQueued: (_, params: { result: SyncResult }) => params.result.status === "queued",
    hasValidChanges: ({ context }) => hasChanges(context) && Object.keys(draftErrors(context.questions, context)).length === 0,
    nothingToSave: ({ context }) => !hasChanges(context),
    invalid: ({ context }) => Object.keys(draftErrors(context.questions, context)).length > 0,
    refused: ({ context }) => context.refusal !== null,
    editable: not(stateIn("#qualificationCard.form.saving")),
  },
}).createMachine({
  id: "qualificationCard",
  context: ({ input }) => ({
    localId: input.localId,
    ticketCode: input.ticketCode,
    capture: input.capture ?? { kind: "badge", text: input.ticketCode, person: null },
    questions: input.questions,
    target: { localId: input.localId },
    lead: null,
    outcome: null,
    refusal: null,
    priority: null,
    rating: null,
    tags: [],
    followUpDate: "",
    note: "",
    values: initialValues(input.questions),
    edited: [],
    tagText: "",
    tagError: null,
    touched: {},
    notesAdded: [],
    savedTo: null,
    saveError: null,
    closing: false,
  }),
  type: "parallel",
  on: {
    "questions.arrived": {
      guard: "withoutQuestions",
      description: "A card opened before the questions were read gets them; one that has them keeps its own.",
      actions: { type: "takeQuestions", params: ({ event }) => ({ questions: event.questions }) },
    },
  },
  states: {
    sync: {
      initial: "syncing",
      states: {
        syncing: {
          tags: "busy",
          description: "Saved on this device; now sent to the server.",
          invoke: {
            id: "syncItem",
            src: "syncItem",
            input: ({ context }) => ({ localId: context.localId }),
            onDone: [
              {
                guard: { type: "isSynced", params: ({ event }) => ({ result: event.output }) },
                target: "synced",
                actions: { type: "takeSyncResult", params: ({ event }) => ({ result: event.output }) },
              },
              { guard: { type: "isQueued", params: ({ event }) => ({ result: event.output }) }, target: "queued" },
              {
                target: "refused",
                actions: { type: "takeRefusal", params: ({ event }) => ({ result: event.output }) },
              },
            ],
            onError: { target: "queued", description: "The outbox could not send it now; the scan stays kept on the device." },
          },
        },
        synced: {},
        queued: { description: "Kept on the device; the outbox sends it when the network is back." },
        refused: { description: "The server refused the badge: nothing was created, and the card only says why." },
      },
    },
    form: {
      initial: "clean",
      description: "Every edit (outside a save under way) makes the card dirty until it is saved.",
      on: {
        "card.finish": [
          {
            guard: stateIn("#qualificationCard.form.saving"),
            description: "The save under way closes the card when it is done.",
            actions: "closeAfterSave",
          },
          {
            guard: "refused",
            description: "A refused scan has nothing to keep: the card closes.",
            actions: { type: "report", params: { type: "card.finished" } },
          },
          {
            guard: and([not("refused"), not(stateIn("#qualificationCard.sync.syncing")), "hasValidChanges"]),
            target: ".saving",
            actions: "closeAfterSave",
          },
          {
            guard: "nothingToSave",
            actions: { type: "report", params: { type: "card.finished" } },
          },
          {
            description: "Unsaved changes that cannot be sent yet (being sent, or invalid) keep the card open with their messages.",
            actions: "touchAllQuestions",
          },
        ],
        "priority.set": {
          guard: "editable",
          target: ".dirty",
          actions: { type: "setPriority", params: ({ event }) => ({ priority: event.priority }) },
        },
        "rating.set": {
          guard: "editable",
          target: ".dirty",
          actions: { type: "setRating", params: ({ event }) => ({ rating: event.rating }) },
        },
        "tag.text": { guard: "editable", actions: { type: "typeTag", params: ({ event }) => ({ text: event.text }) } },
        "tag.add": [
          {
            guard: and(["editable", "tagAccepted"]),
            target: ".dirty",
            actions: "addTypedTag",
          },
          {
            guard: "editable",
            description: "The typed tag stays with the reason it cannot be added.",
            actions: "refuseTag",
          },
        ],
        "tag.remove": {
          guard: "editable",
          target: ".dirty",
          actions: { type: "removeTag", params: ({ event }) => ({ tag: event.tag }) },
        },
        "note.change": { guard: "editable", target: ".dirty", actions: { type: "typeNote", params: ({ event }) => ({ text: event.text }) } },
        "followUp.change": {
          guard: "editable",
          target: ".dirty",
          actions: { type: "setFollowUp", params: ({ event }) => ({ date: event.date }) },
        },
        "field.change": {
          guard: "editable",
          target: ".dirty",
          actions: { type: "answer", params: ({ event }) => ({ name: event.name, value: event.value }) },
        },
        "field.blur": { actions: { type: "touchField", params: ({ event }) => ({ name: event.name }) } },
      },
      states: {
        clean: {},
        dirty: {
          tags: "dirty",
          entry: { type: "report", params: { type: "card.dirty" } },
          on: {
            "qualification.save": [
              {
                // Saved only once the scan's fate is known (a scan being sent takes no changes), never onto a refused scan.
                guard: and([not("refused"), not(stateIn("#qualificationCard.sync.syncing")), "hasValidChanges"]),
                target: "saving",
              },
              {
                guard: "invalid",
                description: "Every question's message shows; nothing is sent.",
                actions: "touchAllQuestions",
              },
              { description: "The scan is being sent or was refused: Save waits for its answer (the button says so)." },
            ],
          },
        },
        saving: {
          tags: "busy",
          entry: "clearSaveError",
          invoke: {
            id: "qualify",
            src: "qualify",
            input: ({ context }) => ({ target: context.target, qualification: qualificationOf(context.questions, context) }),
            onDone: [
              {
                target: "clean",
                // A save made by Next badge ends the card; any other leaves it open and clean.
                actions: ["keepSaved", { type: "report", params: ({ context }) => ({ type: context.closing ? "card.finished" : "card.clean" }) }],
              },
            ],
            onError: { target: "dirty", actions: { type: "noteSaveError", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type QualificationCardSnapshot = SnapshotFrom<typeof qualificationCardMachine>;
export type QualificationCardRef = ActorRefFrom<typeof qualificationCardMachine>;

/** The card as the Scan screen spawns it: its reports go to the screen. */
export const screenQualificationCard = qualificationCardMachine.provide({
  actions: { report: sendParent((_, params: CardReport) => params) },
});
