import { assign, sendParent, setup, stopChild, type AnyActorRef, type SnapshotFrom } from "xstate";
import { changedField } from "../forms/form-helpers.ts";
import { isRefusal } from "../forms/entity-dialog-form.ts";
import { failureMessage, successSaying } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { tagKey, tagProblem } from "../../rules/lead-qualification-rules.ts";
import { normaliseValue, type FieldValue } from "../../rules/form-rules.ts";
import type { CreateLeadOutcome } from "./lead-dialog-calls.actors.ts";
import {
  answersFor,
  createBody,
  duplicateOffer,
  EMPTY_LEAD_DIALOG_FORM,
  fieldErrorsOfPaths,
  formFromLead,
  leadFormErrors,
  updateBody,
  type LeadQuestion,
  type LeadTextField,
} from "./lead-dialog-form.ts";
import {
  busyIgnores,
  closedContext,
  edited,
  editsIgnored,
  freshestLead,
  isUnanswered,
  LEADS_CHANGED,
  mergedMessage,
  newKey,
  QUESTIONS_FAILED_MESSAGE,
  savedAndClosed,
  saveFailed,
} from "./lead-dialog-parts.ts";
import type { Lead } from "./lead-form.ts";
import { leadPhotoMachine } from "./lead-photo.machine.ts";
import type { CreateLeadInput, LeadDialogContext, LeadDialogEvent, LeadDialogInput, LeadDialogTypes, UpdateLeadInput } from "./lead-dialog.types.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * Add Lead / Edit Lead (Lead Management's `dialog`, the dashboard's `leadDialog`): the person,
 * priority, status and remarks, the qualification (rating 1-5, tags, follow-up date, answers to the
 * company's lead questions), and, on an edit, the notes timeline with a note to append and the
 * badge scans, how it was captured (what was read, its photos) and, where the role may, "Add a
 * photo" (the `leadPhoto` child, one per lead opened). A new lead whose e-mail the company already
 * has comes back as a duplicate offer: merge into it, open it, or go back to the form. Every
 * failure keeps what was typed.
 * Each save carries an idempotency key (`context.attemptKey`): kept when the previous attempt got
 * no answer (the write may have happened), renewed once the form changes or an answer arrived.
 * The view reads the tags (`open`, `busy`, `loadingQuestions`, `duplicate`), `context.*`,
 * `dialogTitle` and `saveLabel` (lead-dialog-view.ts).
 */

export type { CreateLeadInput, LeadDialogContext, LeadDialogEvent, LeadDialogInput, LeadDialogTag, LeadDialogTypes, UpdateLeadInput } from "./lead-dialog.types.ts";

export const leadDialogMachine = setup({
  types: {} as LeadDialogTypes,
  actors: {
    /** "Add a photo" on the lead's detail; its calls and toasts are provided at the app root. */
    leadPhoto: leadPhotoMachine,
    loadQuestions: notProvidedActor<ReadonlyArray<LeadQuestion>>("loadQuestions"),
    createLead: notProvidedActor<CreateLeadOutcome, CreateLeadInput>("createLead"),
    updateLead: notProvidedActor<Lead, UpdateLeadInput>("updateLead"),
  },
  actions: {
    notify,
    /** Tells the screen leads changed; it decides what to read again (`screenLeadDialog`). */
    leadsChanged: notProvided("leadsChanged"),
    reset: assign(closedContext),
    /** The photo form of the lead shown goes with it (closing, or opening another lead). */
    // A null ref stops nothing.
    stopPhoto: stopChild(({ context }) => context.photo as AnyActorRef),
    /** A lead's detail gets its own photo form, where the role may add photos. */
    startPhoto: assign({
      photo: ({ context, spawn }) => (context.photos && context.lead !== null ? spawn("leadPhoto", { input: { leadId: context.lead._id } }) : null),
    }),
    /** The lead with its new photo (and the note of its read text): the form as typed stays. */
    showAddedPhoto: assign({
      lead: ({ context, event }) => (event.type === "photo.added" && context.lead !== null && event.lead._id === context.lead._id ? event.lead : context.lead),
    }),
    startAdd: assign(({ context }) => ({ ...closedContext, form: { ...EMPTY_LEAD_DIALOG_FORM, answers: answersFor(context.questions, null) } })),
    startEdit: assign(({ context }, params: { lead: Lead }) => {
      const lead = freshestLead(params.lead, context.lastSaved);
      return { ...closedContext, lead, form: formFromLead(lead, context.questions) };
    }),
    keepSaved: assign((_, params: { lead: Lead }) => ({ lastSaved: params.lead })),
    setQuestions: assign(({ context }, params: { questions: ReadonlyArray<LeadQuestion> }) => ({
      questions: params.questions,
      questionsError: null,
      form: { ...context.form, answers: { ...answersFor(params.questions, context.lead), ...context.form.answers } },
    })),
    questionsFailed: assign({ questionsError: QUESTIONS_FAILED_MESSAGE }),
    changeText: assign(({ context }, params: { field: LeadTextField; value: string }) =>
      edited(context, { ...context.form, [params.field]: params.value }, params.field),
    ),
    setRating: assign(({ context }, params: { value: number | null }) => edited(context, { ...context.form, rating: params.value }, "rating")),
    addTag: assign(({ context }) => edited(context, { ...context.form, tags: [...context.form.tags, context.form.tagDraft.trim()], tagDraft: "" }, "tags")),
    refuseTag: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, tags: tagProblem(context.form.tagDraft, context.form.tags) ?? "" } })),
    removeTag: assign(({ context }, params: { tag: string }) =>
      edited(context, { ...context.form, tags: context.form.tags.filter((tag) => tagKey(tag) !== tagKey(params.tag)) }, "tags"),
    ),
    changeAnswer: assign(({ context }, params: { name: string; value: FieldValue }) => {
      const field = context.questions?.find((question) => question.name === params.name);
      const value = field === undefined ? params.value : normaliseValue(field, params.value);
      return edited(context, { ...context.form, answers: { ...context.form.answers, [params.name]: value } }, `answers.${params.name}`);
    }),
    showFormErrors: assign(({ context }) => ({ error: null, fieldErrors: leadFormErrors(context.form, context.questions) })),
    /** The same request again keeps its key: the server answers a repeat from its record. */
    keyAttempt: assign(({ context }) => ({ error: null, fieldErrors: {}, attemptKey: context.attemptKey ?? newKey() })),
    /** Merging sends another body, which needs a key of its own. */
    keyMerge: assign({ error: null, attemptKey: () => newKey() }),
    offerDuplicate: assign((_, params: { outcome: CreateLeadOutcome }) => ({
      duplicate: params.outcome.kind === "duplicate" ? duplicateOffer(params.outcome.duplicates) : null,
      attemptKey: null,
    })),
    openDuplicate: assign(({ context }) =>
      context.duplicate === null ? {} : { ...closedContext, lead: context.duplicate.lead, form: formFromLead(context.duplicate.lead, context.questions) },
    ),
    dropDuplicate: assign({ duplicate: null, error: null }),
    showFailure: assign((_, params: { error: unknown; verb: "add" | "update" }) => {
      const fallback = failureMessage("lead", params.verb);
      const refusal = isRefusal(params.error) ? params.error : null;
      return {
        error: refusal === null || refusal.message.trim() === "" ? fallback : refusal.message,
        fieldErrors: refusal?._tag === "Validation" ? fieldErrorsOfPaths(refusal.errors) : {},
      };
    }),
    /** A failure with an answer makes the next save a new request; without one, the write may have happened. */
    settleKey: assign(({ context }, params: { error: unknown }) => ({ attemptKey: isUnanswered(params.error) ? context.attemptKey : null })),
  },
  guards: {
    questionsKnown: ({ context }) => context.questions !== null,
    questionsFailed: ({ context }) => context.questionsError !== null,
    tagRefused: ({ context }) => tagProblem(context.form.tagDraft, context.form.tags) !== null,
    isRating: (_, params: { value: number | null }) => params.value === null || (Number.isInteger(params.value) && params.value >= 1 && params.value <= 5),
    formInvalid: ({ context }) => Object.keys(leadFormErrors(context.form, context.questions)).length > 0,
    editing: ({ context }) => context.lead !== null,
    isDuplicate: (_, params: { outcome: CreateLeadOutcome }) => params.outcome.kind === "duplicate" && duplicateOffer(params.outcome.duplicates) !== null,
  },
}).createMachine({
  id: "leadDialog",
  context: ({ input }) => ({
    ...closedContext,
    questions: null,
    questionsError: null,
    photos: (input as LeadDialogInput | undefined)?.photos === true,
    lastSaved: null,
  }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "dialog.openAdd": { target: "open", actions: "startAdd" },
        "dialog.openEdit": { target: "open", actions: [{ type: "startEdit", params: ({ event }) => ({ lead: event.lead }) }, "startPhoto"] },
      },
    },
    open: {
      tags: "open",
      on: {
        "dialog.close": { target: "closed", actions: ["stopPhoto", "reset"] },
        "photo.added": {
          description: "The detail shows the photo at once; the screen reads its list again.",
          actions: ["showAddedPhoto", "leadsChanged"],
        },
        "form.change": { actions: { type: "changeText", params: changedField } },
        "rating.set": {
          guard: { type: "isRating", params: ({ event }) => ({ value: event.value }) },
          actions: { type: "setRating", params: ({ event }) => ({ value: event.value }) },
        },
        "tag.add": [
          { guard: "tagRefused", description: "Blank, too long, already there or one too many: the draft stays with its message.", actions: "refuseTag" },
          { actions: "addTag" },
        ],
        "tag.remove": { actions: { type: "removeTag", params: ({ event }) => ({ tag: event.tag }) } },
        "answer.change": { actions: { type: "changeAnswer", params: ({ event }) => ({ name: event.name, value: event.value }) } },
      },
      initial: "preparing",
      states: {
        preparing: {
          description: "The questions are read once per screen; later openings reuse them.",
          always: [{ guard: "questionsKnown", target: "editing" }, { target: "loadingQuestions" }],
        },
        loadingQuestions: {
          tags: "loadingQuestions",
          description: "The person's fields can be typed meanwhile; Save waits for the questions.",
          invoke: {
            id: "loadQuestions",
            src: "loadQuestions",
            onDone: { target: "editing", actions: { type: "setQuestions", params: ({ event }) => ({ questions: event.output }) } },
            onError: { target: "editing", actions: "questionsFailed" },
          },
        },
        editing: {
          on: {
            "questions.retry": { guard: "questionsFailed", target: "loadingQuestions" },
            "form.submit": [
              { guard: "formInvalid", description: "The rules name what to fix; nothing is sent until they pass.", actions: "showFormErrors" },
              { guard: "editing", target: "updating", actions: "keyAttempt" },
              { target: "creating", actions: "keyAttempt" },
            ],
          },
        },
        creating: {
          tags: "busy",
          on: busyIgnores(),
          invoke: {
            id: "createLead",
            src: "createLead",
            input: ({ context }) => ({ body: createBody(context.form, context.questions, "ask"), key: context.attemptKey ?? "" }),
            onDone: [
              {
                guard: { type: "isDuplicate", params: ({ event }) => ({ outcome: event.output }) },
                target: "duplicate",
                actions: { type: "offerDuplicate", params: ({ event }) => ({ outcome: event.output }) },
              },
              { target: "#leadDialog.closed", actions: savedAndClosed("add") },
            ],
            onError: {
              target: "editing",
              actions: saveFailed("add"),
            },
          },
        },
        updating: {
          tags: "busy",
          on: busyIgnores(),
          invoke: {
            id: "updateLead",
            src: "updateLead",
            input: ({ context }) => ({ id: context.lead?._id ?? "", body: updateBody(context.form, context.questions), key: context.attemptKey ?? "" }),
            onDone: {
              target: "#leadDialog.closed",
              actions: [{ type: "keepSaved", params: ({ event }) => ({ lead: event.output }) }, ...savedAndClosed("update")],
            },
            onError: {
              target: "editing",
              actions: saveFailed("update"),
            },
          },
        },
        duplicate: {
          tags: "duplicate",
          description: "The company has a lead with this e-mail: merge into it, open it, or go back with the form as typed.",
          on: {
            ...editsIgnored("The offer is shown instead of the form: going back to it keeps what was typed."),
            "duplicate.merge": { target: "merging", actions: "keyMerge" },
            "duplicate.open": { target: "editing", actions: ["stopPhoto", "openDuplicate", "startPhoto"] },
            "duplicate.back": { target: "editing", actions: "dropDuplicate" },
          },
        },
        merging: {
          tags: ["busy", "duplicate"],
          on: busyIgnores(),
          invoke: {
            id: "mergeLead",
            src: "createLead",
            input: ({ context }) => ({ body: createBody(context.form, context.questions, "merge"), key: context.attemptKey ?? "" }),
            onDone: {
              target: "#leadDialog.closed",
              actions: [
                {
                  type: "notify",
                  params: ({ context }) => successSaying(mergedMessage(context.duplicate?.lead.user.fullName ?? "the existing")),
                },
                "stopPhoto",
                "reset",
                "leadsChanged",
              ],
            },
            onError: {
              target: "duplicate",
              description: "The offer stays, with the message: merge again, open the lead or go back.",
              actions: saveFailed("add"),
            },
          },
        },
      },
    },
  },
});

/** The dialog as a screen machine's child: after a save it tells its parent. */
export const screenLeadDialog = leadDialogMachine.provide({ actions: { leadsChanged: sendParent(LEADS_CHANGED) } });

export type LeadDialogSnapshot = SnapshotFrom<typeof leadDialogMachine>;

