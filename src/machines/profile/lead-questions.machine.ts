import { and, assign, not, setup, type SnapshotFrom } from "xstate";
import { isApiError } from "../../api/error-checks.ts";
import type { FieldValue, FormField } from "../../rules/form-rules.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { FAILURE_TITLE, SUCCESS_TITLE, type ToastParams } from "../forms/entity-messages.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { draftOf, MAX_QUESTIONS, moveDraft, newDraft, patchDraft, removeDraft, type QuestionDraft, type QuestionPatch } from "./lead-question-drafts.ts";
import { checkQuestions, LEAD_QUESTION_MESSAGES, questionsValid, type LeadQuestionsCheck } from "./lead-question-rules.ts";

/**
 * The "Lead questions" tab of the Company Profile (issue 13): the company's qualification questions
 * (`GET /company/lead-questions`), edited as a list (add, change, remove, move) with a live preview
 * drawn by the referral form's field views, and saved whole (`PUT /company/lead-questions`). Only a
 * role that may call updateLeadQuestions edits (`mayEdit`); any other sees the list read-only.
 * A refused or failed save keeps every edit; messages show once Save was pressed, then follow the
 * edits. The view reads `context.questions`, `shownCheck(context)`, `context.error`,
 * `context.notice`, `context.preview`, the `loading`/`busy` tags and `saveLabel(snapshot)`.
 */

export interface LeadQuestionsTypes { input: LeadQuestionsInput; context: LeadQuestionsContext; events: LeadQuestionsEvent; tags: "loading" | "busy" }

export interface LeadQuestionsInput {
  readonly mayEdit: boolean;
}

export interface LeadQuestionsContext {
  readonly mayEdit: boolean;
  readonly questions: ReadonlyArray<QuestionDraft>;
  /** Numbers the editor keys (`q1`, `q2`, ...), so a replay gives the same keys. */
  readonly nextKey: number;
  /** True once Save was pressed with something to fix; messages then follow every edit. */
  readonly showErrors: boolean;
  /** A failed load's or save's message; null when none. */
  readonly error: string | null;
  /** Why the last "Add a question" did nothing (the limit); cleared by the next change. */
  readonly notice: string | null;
  /** The answers typed into the preview, by question name; never saved. */
  readonly preview: Readonly<Record<string, FieldValue>>;
}

export type LeadQuestionsEvent =
  | { readonly type: "question.add" }
  | {
      readonly type: "question.change";
      readonly key: string;
      readonly patch: QuestionPatch;
    }
  | { readonly type: "question.remove"; readonly key: string }
  | {
      readonly type: "question.move";
      readonly key: string;
      readonly by: -1 | 1;
    }
  | {
      readonly type: "preview.change";
      readonly name: string;
      readonly value: FieldValue;
    }
  | { readonly type: "questions.save" }
  | { readonly type: "questions.retry" };

export const LEAD_QUESTIONS_TEXTS = {
  saved: "Lead questions saved",
  failed: "Failed to save lead questions",
  save: "Save questions",
  saving: "Saving...",
  empty: "No lead questions yet",
  add: "Add a question",
  readOnly: "Only the company's owner and admins can change these questions.",
} as const;

const toast = (variant: "success" | "destructive", description: string): ToastParams => ({
  title: variant === "success" ? SUCCESS_TITLE : FAILURE_TITLE,
  description,
  variant,
});

/** The save's words: the server's own message when it gave one, else the general failure. */
export const saveFailureMessage = (error: unknown): string => serverMessage(error) ?? LEAD_QUESTIONS_TEXTS.failed;

const keyOf = (n: number): string => `q${n}`;

/** Stored questions as drafts, keyed from `nextKey` on. */
const loaded = (questions: ReadonlyArray<FormField>, nextKey: number) => ({
  questions: questions.map((field, index) => draftOf(field, keyOf(nextKey + index))),
  nextKey: nextKey + questions.length,
});

export const leadQuestionsMachine = setup({
  types: {} as LeadQuestionsTypes,
  actors: {
    /** GET /company/lead-questions: the stored questions in order. */
    loadQuestions: notProvidedActor<ReadonlyArray<FormField>>("loadQuestions"),
    /** PUT /company/lead-questions with the whole list; answers what the server stored. */
    saveQuestions: notProvidedActor<ReadonlyArray<FormField>, ReadonlyArray<QuestionDraft>>("saveQuestions"),
  },
  actions: {
    notify: notProvided<ToastParams>("notify"),
    take: assign(({ context }, { questions }: { questions: ReadonlyArray<FormField> }) => ({
      ...loaded(questions, context.nextKey),
      showErrors: false,
      error: null,
      notice: null,
    })),
    add: assign(({ context }) => ({
      questions: [...context.questions, newDraft(context.questions, keyOf(context.nextKey))],
      nextKey: context.nextKey + 1,
      notice: null,
    })),
    refuseAdd: assign({ notice: LEAD_QUESTION_MESSAGES.limitReached }),
    change: assign(({ context }, { key, patch }: { key: string; patch: QuestionPatch }) => ({
      questions: patchDraft(context.questions, key, patch),
      notice: null,
    })),
    remove: assign(({ context }, { key }: { key: string }) => ({
      questions: removeDraft(context.questions, key),
      notice: null,
    })),
    move: assign(({ context }, { key, by }: { key: string; by: -1 | 1 }) => ({
      questions: moveDraft(context.questions, key, by),
      notice: null,
    })),
    answerPreview: assign(({ context }, { name, value }: { name: string; value: FieldValue }) => ({
      preview: { ...context.preview, [name]: value },
    })),
    showErrors: assign({ showErrors: true }),
    failLoad: assign((_, { error }: { error: unknown }) => ({
      error: loadErrorMessage(error),
    })),
    failSave: assign((_, { error }: { error: unknown }) => ({
      error: saveFailureMessage(error),
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    mayEdit: ({ context }) => context.mayEdit,
    belowLimit: ({ context }) => context.questions.length < MAX_QUESTIONS,
    invalid: ({ context }) => !questionsValid(context.questions),
    sessionEnded: (_, { error }: { error: unknown }) => isApiError(error) && error._tag === "Unauthorized",
  },
}).createMachine({
  id: "leadQuestions",
  context: ({ input }) => ({
    mayEdit: input.mayEdit,
    questions: [],
    nextKey: 1,
    showErrors: false,
    error: null,
    notice: null,
    preview: {},
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadQuestions",
        src: "loadQuestions",
        onDone: {
          target: "ready",
          actions: {
            type: "take",
            params: ({ event }) => ({ questions: event.output }),
          },
        },
        onError: {
          target: "loadFailed",
          actions: {
            type: "failLoad",
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    loadFailed: {
      description: "The questions could not be read: the message and Retry.",
      on: { "questions.retry": { target: "loading", actions: "clearError" } },
    },
    ready: {
      description: "The list as edited; a read-only role may only try the preview.",
      on: {
        "question.add": [
          { guard: and(["mayEdit", "belowLimit"]), actions: "add" },
          {
            guard: "mayEdit",
            description: "At the contract's limit: says so instead of adding.",
            actions: "refuseAdd",
          },
        ],
        "question.change": {
          guard: "mayEdit",
          actions: { type: "change", params: ({ event }) => event },
        },
        "question.remove": {
          guard: "mayEdit",
          actions: { type: "remove", params: ({ event }) => event },
        },
        "question.move": {
          guard: "mayEdit",
          actions: { type: "move", params: ({ event }) => event },
        },
        "preview.change": {
          actions: { type: "answerPreview", params: ({ event }) => event },
        },
        "questions.save": [
          {
            guard: not("mayEdit"),
            description: "A read-only role has no Save; nothing is sent.",
          },
          {
            guard: "invalid",
            description: "Something to fix: the messages show and nothing is sent.",
            actions: "showErrors",
          },
          { target: "saving", actions: "clearError" },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      description: "The whole list is sent; the controls wait, so what is sent is what shows.",
      on: {
        "preview.change": {
          actions: { type: "answerPreview", params: ({ event }) => event },
        },
      },
      invoke: {
        id: "saveQuestions",
        src: "saveQuestions",
        input: ({ context }) => context.questions,
        onDone: {
          target: "ready",
          actions: [
            {
              type: "take",
              params: ({ event }) => ({ questions: event.output }),
            },
            {
              type: "notify",
              params: toast("success", LEAD_QUESTIONS_TEXTS.saved),
            },
          ],
        },
        onError: [
          {
            guard: {
              type: "sessionEnded",
              params: ({ event }) => ({ error: event.error }),
            },
            target: "ready",
            description: "A 401: the session's own toast and redirect say it; a second toast would replace that one.",
            actions: {
              type: "failSave",
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: "ready",
            description: "Every edit stays; the server's message shows beside Save and in the toast.",
            actions: [
              {
                type: "failSave",
                params: ({ event }) => ({ error: event.error }),
              },
              {
                type: "notify",
                params: ({ event }) => toast("destructive", saveFailureMessage(event.error)),
              },
            ],
          },
        ],
      },
    },
  },
});

export type LeadQuestionsSnapshot = SnapshotFrom<typeof leadQuestionsMachine>;

/** The messages on screen: none until Save was pressed with something to fix, then the live check. */
export const shownCheck = (context: LeadQuestionsContext): LeadQuestionsCheck =>
  context.showErrors ? checkQuestions(context.questions) : { byKey: {}, list: null };

export const saveLabel = (snapshot: LeadQuestionsSnapshot): string => (snapshot.hasTag("busy") ? LEAD_QUESTIONS_TEXTS.saving : LEAD_QUESTIONS_TEXTS.save);
