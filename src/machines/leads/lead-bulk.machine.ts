import { assign, setup } from "xstate";
import { errorSaying, successSaying } from "../forms/entity-messages.ts";
import { isRefusal } from "../forms/entity-dialog-form.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * Bulk Actions on Lead Management: the footer button turns on selection (a checkbox per lead),
 * the selected leads get a new priority or are deleted after a confirmation. The contract has no
 * bulk endpoint, so the injected `runBulk` actor makes one PUT or DELETE per lead with bounded
 * concurrency and answers which ids failed. Leads that failed stay selected, the toast says how
 * many ("3 of 40 leads could not be updated."), and the list reloads either way, since the ones
 * that worked did change.
 */

export type BulkPriority = "high" | "medium" | "low";
export type BulkOperation = { readonly kind: "priority"; readonly priority: BulkPriority } | { readonly kind: "delete" };

export interface RunBulkInput {
  readonly ids: ReadonlyArray<string>;
  readonly operation: BulkOperation;
}

export interface RunBulkOutput {
  /** The ids whose call failed, in the order given. */
  readonly failedIds: ReadonlyArray<string>;
}

export interface LeadBulkContext {
  /** Selected lead ids, in the order they were picked. */
  readonly selected: ReadonlyArray<string>;
  /** The operation asked for, while it is confirmed and while it runs. */
  readonly operation: BulkOperation | null;
  /** The last run's partial failure, shown beside the selection until the next run. */
  readonly error: string | null;
}

export type LeadBulkEvent =
  | { readonly type: "bulk.start" }
  | { readonly type: "bulk.end" }
  | { readonly type: "selection.toggle"; readonly id: string }
  /** "Select all": the leads in view. */
  | { readonly type: "selection.set"; readonly ids: ReadonlyArray<string> }
  | { readonly type: "selection.clear" }
  | { readonly type: "bulk.request"; readonly operation: BulkOperation }
  | { readonly type: "bulk.confirm" }
  | { readonly type: "bulk.cancel" };

const PRIORITY_WORDS: Readonly<Record<BulkPriority, string>> = { high: "High", medium: "Medium", low: "Low" };

const leads = (count: number): string => `${count.toLocaleString("en-US")} ${count === 1 ? "lead" : "leads"}`;
const verbOf = (operation: BulkOperation): string => (operation.kind === "delete" ? "deleted" : "updated");

/** The confirmation's question. */
export const bulkQuestion = (operation: BulkOperation, count: number): string =>
  operation.kind === "delete"
    ? `Are you sure you want to delete ${count === 1 ? "this lead" : `these ${leads(count)}`}?`
    : `Change the priority of ${leads(count)} to ${PRIORITY_WORDS[operation.priority]}?`;

/** "40 leads updated successfully!" (SPEC §8's pattern). */
export const bulkSuccessMessage = (operation: BulkOperation, count: number): string =>
  `${leads(count).replace(/^./, (first) => first.toUpperCase())} ${verbOf(operation)} successfully!`;

/** "3 of 40 leads could not be updated." */
export const bulkPartialMessage = (operation: BulkOperation, failed: number, total: number): string =>
  `${failed.toLocaleString("en-US")} of ${leads(total)} could not be ${verbOf(operation)}. They are still selected; try again.`;

/** When the run itself broke down (not one lead's call): nothing is known to have changed. */
export const bulkFailureMessage = (operation: BulkOperation): string =>
  `Failed to ${operation.kind === "delete" ? "delete" : "update"} the selected leads. Please try again.`;

export interface LeadBulkTypes { context: LeadBulkContext; events: LeadBulkEvent; tags: "selecting" | "confirm" | "busy" }

export const leadBulkMachine = setup({
  types: {} as LeadBulkTypes,
  actors: { runBulk: notProvidedActor<RunBulkOutput, RunBulkInput>("runBulk") },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    allSucceeded: (_, params: { output: RunBulkOutput }) => params.output.failedIds.length === 0,
  },
  actions: {
    notify,
    refreshList: notProvided("refreshList"),
    toggle: assign({
      selected: ({ context }, params: { id: string }) =>
        context.selected.includes(params.id) ? context.selected.filter((id) => id !== params.id) : [...context.selected, params.id],
      error: null,
    }),
    select: assign({ selected: (_, params: { ids: ReadonlyArray<string> }) => [...new Set(params.ids)], error: null }),
    clear: assign({ selected: [], operation: null, error: null }),
    ask: assign({ operation: (_, params: { operation: BulkOperation }) => params.operation }),
    forget: assign({ operation: null }),
    keepFailed: assign(({ context }, params: { output: RunBulkOutput }) => ({
      selected: params.output.failedIds,
      error: bulkPartialMessage(context.operation!, params.output.failedIds.length, context.selected.length),
      operation: null,
    })),
    /** A refusal (the role may not, say) says why; anything else is a failure to try again. */
    broke: assign(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      const refused = isRefusal(error) && error.message.trim() !== "";
      return { error: refused ? error.message : bulkFailureMessage(context.operation!), operation: null };
    }),
  },
}).createMachine({
  id: "leadBulk",
  context: { selected: [], operation: null, error: null },
  initial: "off",
  states: {
    off: {
      on: { "bulk.start": "selecting" },
    },
    selecting: {
      tags: "selecting",
      on: {
        "bulk.end": { target: "off", actions: "clear" },
        "selection.toggle": { actions: { type: "toggle", params: ({ event }) => ({ id: event.id }) } },
        "selection.set": { actions: { type: "select", params: ({ event }) => ({ ids: event.ids }) } },
        "selection.clear": { actions: "clear" },
        "bulk.request": {
          guard: "hasSelection",
          target: "confirming",
          actions: { type: "ask", params: ({ event }) => ({ operation: event.operation }) },
        },
      },
    },
    confirming: {
      tags: ["selecting", "confirm"],
      on: {
        "bulk.confirm": "running",
        "bulk.cancel": { target: "selecting", actions: "forget" },
      },
    },
    running: {
      tags: ["selecting", "confirm", "busy"],
      description: "The question stays open with its button busy until every call has answered.",
      invoke: {
        id: "runBulk",
        src: "runBulk",
        input: ({ context }) => ({ ids: context.selected, operation: context.operation! }),
        onDone: [
          {
            guard: { type: "allSucceeded", params: ({ event }) => ({ output: event.output }) },
            target: "selecting",
            actions: [
              { type: "notify", params: ({ context }) => successSaying(bulkSuccessMessage(context.operation!, context.selected.length)) },
              "clear",
              "refreshList",
            ],
          },
          {
            target: "selecting",
            actions: [
              { type: "keepFailed", params: ({ event }) => ({ output: event.output }) },
              { type: "notify", params: ({ context }) => errorSaying(context.error ?? "") },
              "refreshList",
            ],
          },
        ],
        onError: {
          target: "selecting",
          actions: [
            "broke",
            { type: "notify", params: ({ context }) => errorSaying(context.error ?? "") },
          ],
        },
      },
    },
  },
});
