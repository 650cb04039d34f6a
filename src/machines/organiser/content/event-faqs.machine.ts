import { assign, setup } from "xstate";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { withRow } from "../../data/with-row.ts";
import { FAILURE_TITLE, SUCCESS_TITLE } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notify } from "../../forms/notify-action.ts";
import { notProvidedActor } from "../../not-provided.ts";
import { faqFormErrors, faqSave, moved } from "./content-rules.ts";
import { EMPTY_FAQ_FORM, type EventFaq, type FaqField, type FaqFieldErrors, type FaqForm, type FaqSave, type Saved } from "./content.types.ts";

export interface EventFaqsContext {
  readonly faqs: ReadonlyArray<EventFaq>;
  readonly error: string | null;
  readonly editing: EventFaq | null;
  readonly form: FaqForm;
  readonly fieldErrors: FaqFieldErrors;
  readonly formError: string | null;
  readonly deleting: EventFaq | null;
  /** The order shown before a move, put back when saving the new one fails. */
  readonly previousOrder: ReadonlyArray<EventFaq> | null;
}

export type EventFaqsEvent =
  | { readonly type: "list.retry" }
  | { readonly type: "faq.add" }
  | { readonly type: "faq.edit"; readonly faq: EventFaq }
  | { readonly type: "faq.move"; readonly id: string; readonly by: -1 | 1 }
  | { readonly type: "form.change"; readonly field: FaqField; readonly value: string }
  | { readonly type: "form.submit" }
  | { readonly type: "form.cancel" }
  | { readonly type: "delete.ask"; readonly faq: EventFaq }
  | { readonly type: "delete.confirm" }
  | { readonly type: "delete.cancel" };

const formOf = (faq: EventFaq): FaqForm => ({ question: faq.question, answer: faq.answer, type: faq.type });
const notifySaid = (message: string) => ({ title: SUCCESS_TITLE, description: message, variant: "success" as const });
const notifyFailed = (error: unknown, fallback: string) => ({ title: FAILURE_TITLE, description: serverMessage(error) ?? fallback, variant: "destructive" as const });

/**
 * The organiser's FAQs in the console: the list in the order exhibitors see it, the add/edit dialog
 * (question, answer as HTML, category), moving one up or down (saved at once; put back when the
 * save fails), and delete after a confirmation.
 */
export const eventFaqsMachine = setup({
  types: {} as { context: EventFaqsContext; events: EventFaqsEvent; tags: "busy" | "error" | "dialog" },
  actors: {
    listFaqs: notProvidedActor<ReadonlyArray<EventFaq>>("listFaqs"),
    saveFaq: notProvidedActor<Saved<EventFaq>, FaqSave>("saveFaq"),
    deleteFaq: notProvidedActor<{ message: string }, { id: string }>("deleteFaq"),
    reorderFaqs: notProvidedActor<Saved<ReadonlyArray<EventFaq>>, { ids: ReadonlyArray<string> }>("reorderFaqs"),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(faqFormErrors(context.form)).length > 0,
    canMove: ({ context }, params: { id: string; by: -1 | 1 }) => moved(context.faqs, params.id, params.by) !== context.faqs,
  },
  actions: {
    notify,
    showList: assign({ faqs: (_, params: { faqs: ReadonlyArray<EventFaq> }) => params.faqs, error: null }),
    showLoadError: assign({ error: (_, params: { error: unknown }) => loadErrorMessage(params.error) }),
    openForm: assign((_, params: { faq: EventFaq | null }) => ({
      editing: params.faq,
      form: params.faq ? formOf(params.faq) : EMPTY_FAQ_FORM,
      fieldErrors: {},
      formError: null,
    })),
    changeField: assign(({ context }, params: { field: FaqField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      fieldErrors: { ...context.fieldErrors, [params.field]: undefined },
      formError: null,
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => faqFormErrors(context.form) }),
    showFormError: assign({ formError: (_, params: { error: unknown }) => serverMessage(params.error) ?? "The FAQ could not be saved." }),
    putSaved: assign({ faqs: ({ context }, params: { faq: EventFaq }) => withRow(context.faqs, params.faq) }),
    move: assign(({ context }, params: { id: string; by: -1 | 1 }) => ({ previousOrder: context.faqs, faqs: moved(context.faqs, params.id, params.by) })),
    putBackOrder: assign(({ context }) => ({ faqs: context.previousOrder ?? context.faqs, previousOrder: null })),
    forgetOrder: assign({ previousOrder: null }),
    askDelete: assign({ deleting: (_, params: { faq: EventFaq }) => params.faq }),
    forgetDelete: assign({ deleting: null }),
    dropDeleted: assign({ faqs: ({ context }) => context.faqs.filter((row) => row._id !== context.deleting?._id) }),
  },
}).createMachine({
  id: "eventFaqs",
  context: { faqs: [], error: null, editing: null, form: EMPTY_FAQ_FORM, fieldErrors: {}, formError: null, deleting: null, previousOrder: null },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      invoke: {
        id: "listFaqs",
        src: "listFaqs",
        onDone: { target: "ready", actions: { type: "showList", params: ({ event }) => ({ faqs: event.output }) } },
        onError: { target: "failed", actions: { type: "showLoadError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: "error", on: { "list.retry": "loading" } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "faq.add": { target: "form", actions: { type: "openForm", params: { faq: null } } },
            "faq.edit": { target: "form", actions: { type: "openForm", params: ({ event }) => ({ faq: event.faq }) } },
            "faq.move": {
              guard: { type: "canMove", params: ({ event }) => ({ id: event.id, by: event.by }) },
              target: "reordering",
              actions: { type: "move", params: ({ event }) => ({ id: event.id, by: event.by }) },
            },
            "delete.ask": { target: "confirmingDelete", actions: { type: "askDelete", params: ({ event }) => ({ faq: event.faq }) } },
          },
        },
        form: {
          tags: "dialog",
          initial: "editing",
          states: {
            editing: {
              on: {
                "form.change": { actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
                "form.cancel": "#eventFaqs.ready.idle",
                "form.submit": [{ guard: "formInvalid", actions: "showFieldErrors" }, { target: "saving" }],
              },
            },
            saving: {
              tags: "busy",
              invoke: {
                id: "saveFaq",
                src: "saveFaq",
                input: ({ context }) => faqSave(context.editing?._id ?? null, context.form),
                onDone: {
                  target: "#eventFaqs.ready.idle",
                  actions: [{ type: "putSaved", params: ({ event }) => ({ faq: event.output.data }) }, { type: "notify", params: ({ event }) => notifySaid(event.output.message) }],
                },
                onError: { target: "editing", actions: { type: "showFormError", params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        reordering: {
          tags: "busy",
          description: "The moved order is shown at once and saved; a failed save puts the old order back.",
          invoke: {
            id: "reorderFaqs",
            src: "reorderFaqs",
            input: ({ context }) => ({ ids: context.faqs.map((faq) => faq._id) }),
            onDone: { target: "idle", actions: ["forgetOrder", { type: "showList", params: ({ event }) => ({ faqs: event.output.data }) }] },
            onError: { target: "idle", actions: ["putBackOrder", { type: "notify", params: ({ event }) => notifyFailed(event.error, "The new order could not be saved.") }] },
          },
        },
        confirmingDelete: {
          tags: "dialog",
          on: { "delete.cancel": { target: "idle", actions: "forgetDelete" }, "delete.confirm": "deleting" },
        },
        deleting: {
          tags: ["busy", "dialog"],
          invoke: {
            id: "deleteFaq",
            src: "deleteFaq",
            input: ({ context }) => ({ id: context.deleting!._id }),
            onDone: { target: "idle", actions: ["dropDeleted", "forgetDelete", { type: "notify", params: ({ event }) => notifySaid(event.output.message) }] },
            onError: { target: "idle", actions: ["forgetDelete", { type: "notify", params: ({ event }) => notifyFailed(event.error, "The FAQ could not be deleted.") }] },
          },
        },
      },
    },
  },
});

export type EventFaqsMachine = typeof eventFaqsMachine;
