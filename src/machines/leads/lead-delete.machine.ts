import { assign, setup } from "xstate";
import { isRefusal } from "../forms/entity-dialog-form.ts";
import { failureMessage, failureToast, successToast } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { bulkQuestion } from "./lead-bulk.machine.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * Delete on one lead (its row and its Edit Lead dialog), with the same question and buttons as Bulk
 * Actions' Delete Selected: "Are you sure you want to delete this lead?". Offered only to the roles
 * that may delete leads (`mayDelete`, from the contract's x-roles); a request from any other role
 * is ignored. After the delete the screen is told (`leadDeleted`): it reads the list again and
 * closes the lead's dialog. A lead someone else deleted meanwhile (404) reads the list again too.
 * The view reads the tags `confirm` and `busy`, `context.lead` and `deleteQuestion()`.
 */

export interface DeletableLead {
  readonly _id: string;
  readonly name: string;
}

export interface LeadDeleteContext {
  readonly mayDelete: boolean;
  /** The lead asked about, while the question shows and while the delete runs. */
  readonly lead: DeletableLead | null;
}

export type LeadDeleteEvent =
  | { readonly type: "delete.request"; readonly lead: DeletableLead }
  | { readonly type: "delete.confirm" }
  | { readonly type: "delete.cancel" };

/** The question, as Delete Selected asks it of one lead. */
export const DELETE_LEAD_QUESTION = bulkQuestion({ kind: "delete" }, 1);

const isGone = (error: unknown): boolean => typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "NotFound";

export interface LeadDeleteTypes { context: LeadDeleteContext; events: LeadDeleteEvent; input: { readonly mayDelete: boolean }; tags: "confirm" | "busy" }

export const leadDeleteMachine = setup({
  types: {} as LeadDeleteTypes,
  /** DELETE /leads/{id}. */
  actors: { deleteLead: notProvidedActor<unknown, { readonly id: string }>("deleteLead") },
  actions: {
    notify,
    /** Tells the screen the lead is gone: it reads the list again and closes the lead's dialog. */
    leadDeleted: notProvided<{ id: string }>("leadDeleted"),
    ask: assign({ lead: (_, params: { lead: DeletableLead }) => params.lead }),
    forget: assign({ lead: null }),
  },
  guards: {
    mayDelete: ({ context }) => context.mayDelete,
    isGone: (_, params: { error: unknown }) => isGone(params.error),
  },
}).createMachine({
  id: "leadDelete",
  context: ({ input }) => ({ mayDelete: input.mayDelete, lead: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "delete.request": {
          guard: "mayDelete",
          target: "confirming",
          actions: { type: "ask", params: ({ event }) => ({ lead: event.lead }) },
        },
      },
    },
    confirming: { tags: "confirm", on: { "delete.confirm": "deleting", "delete.cancel": { target: "idle", actions: "forget" } } },
    deleting: {
      tags: ["confirm", "busy"],
      description: "The question stays with its button busy until the server answers.",
      invoke: {
        id: "deleteLead",
        src: "deleteLead",
        input: ({ context }) => ({ id: context.lead!._id }),
        onDone: {
          target: "idle",
          actions: [{ type: "notify", params: successToast("lead", "delete") }, { type: "leadDeleted", params: ({ context }) => ({ id: context.lead!._id }) }, "forget"],
        },
        onError: [
          {
            guard: { type: "isGone", params: ({ event }) => ({ error: event.error }) },
            description: "Deleted meanwhile, by someone else: the list is read again and shows it gone.",
            target: "idle",
            actions: [
              { type: "notify", params: ({ event }) => failureToast(deleteFailure(event.error)) },
              { type: "leadDeleted", params: ({ context }) => ({ id: context.lead!._id }) },
              "forget",
            ],
          },
          {
            description: "Nothing changed: the lead stays, and the toast says why.",
            target: "idle",
            actions: [{ type: "notify", params: ({ event }) => failureToast(deleteFailure(event.error)) }, "forget"],
          },
        ],
      },
    },
  },
});

/** A refusal's own words (the role may not, say), else SPEC §8's pattern: "Failed to delete lead. Please try again." */
export const deleteFailure = (error: unknown): string =>
  (isRefusal(error) || isGone(error)) && (error as { message: string }).message.trim() !== ""
    ? (error as { message: string }).message
    : failureMessage("lead", "delete");
