import type { CountryCode } from "libphonenumber-js/min";
import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { notProvided } from "../not-provided.ts";
import type { CapturedPerson } from "../outbox/outbox-types.ts";
import {
  EMPTY_VISITOR_FORM,
  hasVisitorErrors,
  visitorErrors,
  visitorPersonOf,
  type VisitorErrors,
  type VisitorField,
  type VisitorForm,
} from "./visitor-name-rules.ts";

export interface VisitorNameTypes { input: VisitorNameInput; context: VisitorNameContext; events: VisitorNameEvent; tags: "error" }

export interface VisitorNameInput {
  /** The code's text, shown to the person (as text) while they name the visitor. */
  readonly text: string;
  /** The event's country, for a phone typed without a country code. */
  readonly country: CountryCode;
}

export interface VisitorNameContext extends VisitorNameInput {
  readonly form: VisitorForm;
  /** The messages of the last refused Save; typing in a field clears its own. */
  readonly errors: VisitorErrors;
}

export type VisitorNameEvent =
  | { readonly type: "name.change"; readonly field: VisitorField; readonly value: string }
  | { readonly type: "name.submit" }
  | { readonly type: "name.cancel" };

/** What the form tells the Scan screen: the visitor's details to keep with the code, or that the person gave up. */
export type VisitorNameReport = { readonly type: "visitor.named"; readonly person: CapturedPerson } | { readonly type: "visitor.cancelled" };

/**
 * The visitor's name (and optionally e-mail, company, phone) asked for a code that holds nothing
 * but text. Save is refused while the name is empty; a valid Save hands the details to the Scan
 * screen, which keeps the code with them. The form lives as long as the screen asks, so what was
 * typed is still there after a save the device's storage refused.
 */
export const visitorNameMachine = setup({
  types: {} as VisitorNameTypes,
  actions: {
    /** Tells the Scan screen (`screenVisitorName` below provides it). */
    report: notProvided<VisitorNameReport>("report"),
    changeField: assign(({ context }, params: { field: VisitorField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      errors: Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== params.field)),
    })),
    showErrors: assign({ errors: ({ context }) => visitorErrors(context.form) }),
  },
  guards: {
    formRefused: ({ context }) => hasVisitorErrors(visitorErrors(context.form)),
    messagesCleared: ({ context }) => !hasVisitorErrors(context.errors),
  },
}).createMachine({
  id: "visitorName",
  context: ({ input }) => ({ text: input.text, country: input.country, form: EMPTY_VISITOR_FORM, errors: {} }),
  initial: "editing",
  on: {
    "name.change": { actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
    "name.submit": [
      { guard: "formRefused", target: ".refused", actions: "showErrors" },
      {
        target: ".editing",
        actions: { type: "report", params: ({ context }) => ({ type: "visitor.named", person: visitorPersonOf(context.form, context.country) }) },
      },
    ],
    "name.cancel": { actions: { type: "report", params: { type: "visitor.cancelled" } } },
  },
  states: {
    editing: {},
    refused: {
      tags: "error",
      description: "Save was refused: each field says what to fix until it is typed in again.",
      always: { guard: "messagesCleared", target: "editing" },
    },
  },
});

export type VisitorNameSnapshot = SnapshotFrom<typeof visitorNameMachine>;
export type VisitorNameRef = ActorRefFrom<typeof visitorNameMachine>;

/** The form as the Scan screen invokes it: its reports go to the screen. */
export const screenVisitorName = visitorNameMachine.provide({
  actions: { report: sendParent((_, params: VisitorNameReport) => params) },
});
