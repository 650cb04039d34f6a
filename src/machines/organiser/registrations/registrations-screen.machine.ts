import { assign, sendTo, setup, type ActorRefFrom } from "xstate";
import type { QueueListEvent } from "../../data/queue-list.machine.ts";
import { queueListMachine } from "../../data/queue-list.machine.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../../not-provided.ts";
import {
  REGISTRATION_MESSAGES,
  REGISTRATIONS_QUEUE,
  type Decision,
  type DecisionOutcome,
  type DecisionRequest,
  type OrganiserRegistration,
  type RegistrationsScreenTypes,
} from "./registrations-screen.types.ts";

const REFRESH: QueueListEvent = { type: "list.refresh" };
const FORGET_CHOICE: QueueListEvent = { type: "selection.clear" };

/** A decision on pending registrations; a withdrawal on one decided registration. */
const decidable = (decision: Decision, registrations: ReadonlyArray<OrganiserRegistration>): boolean =>
  decision === "reopen"
    ? registrations.length === 1 && registrations[0]!.status !== "pending"
    : registrations.length > 0 && registrations.every((registration) => registration.status === "pending");

/**
 * The organiser's queue of referral and guest registrations: the queue (`list`, a status tab, a
 * company, a pass category and a search, a page at a time, pending rows choosable) and the
 * decisions on it: approve or reject one, or the chosen ones, after a confirmation that takes the
 * reason told to the guest; or withdraw the decision on one decided registration (back to pending).
 * After a decision the page is read again and the choice forgotten; a refusal (someone decided
 * first) is shown in the confirmation and the page is read again when it closes.
 */
export const registrationsScreenMachine = setup({
  types: {} as RegistrationsScreenTypes,
  actors: {
    /** GET /organiser/registrations, provided by the console. */
    registrationsList: queueListMachine,
    /** POST /organiser/registrations/{id}/decision, /organiser/registrations/decisions or /organiser/registrations/{id}/reopen. */
    decideRegistrations: notProvidedActor<DecisionOutcome, DecisionRequest>("decideRegistrations"),
  },
  actions: {
    /** The success toast with the server's words. */
    announce: notProvided<{ message: string }>("announce"),
    refreshList: sendTo("list", REFRESH),
    forgetChoice: sendTo("list", FORGET_CHOICE),
    openDecision: assign((_, params: { decision: Decision; registrations: ReadonlyArray<OrganiserRegistration> }) => ({
      decision: { decision: params.decision, registrations: params.registrations, reason: "" },
      decisionError: null,
    })),
    changeReason: assign(({ context }, params: { reason: string }) => ({ decision: context.decision && { ...context.decision, reason: params.reason }, decisionError: null })),
    closeDecision: assign({ decision: null, decisionError: null, listStale: false }),
    rememberDecisionFailure: assign((_, params: { error: unknown }) => {
      const tag = (params.error as { _tag?: string } | null)?._tag;
      return {
        decisionError: serverMessage(params.error) ?? REGISTRATION_MESSAGES.decideFailed,
        // Decided by someone else, or gone: what the list shows is no longer so.
        listStale: tag === "Conflict" || tag === "NotFound",
      };
    }),
  },
  guards: {
    decidable: (_, params: { decision: Decision; registrations: ReadonlyArray<OrganiserRegistration> }) => decidable(params.decision, params.registrations),
    listStale: ({ context }) => context.listStale,
  },
}).createMachine({
  id: "registrationsScreen",
  context: ({ input }) => ({ address: input.search, decision: null, decisionError: null, listStale: false }),
  invoke: { id: "list", src: "registrationsList", input: ({ context }) => ({ ...REGISTRATIONS_QUEUE, address: context.address }) },
  initial: "idle",
  states: {
    idle: {
      on: {
        "decision.open": {
          guard: { type: "decidable", params: ({ event }) => ({ decision: event.decision, registrations: event.registrations }) },
          description: "Pending registrations (a row's own, or the chosen ones); a withdrawal, one decided registration.",
          target: "confirming",
          actions: { type: "openDecision", params: ({ event }) => ({ decision: event.decision, registrations: event.registrations }) },
        },
      },
    },
    confirming: {
      description: "The confirmation: what will happen to how many, and the reason told to the guest.",
      on: {
        "reason.change": { actions: { type: "changeReason", params: ({ event }) => ({ reason: event.reason }) } },
        "decision.confirm": "deciding",
        "decision.cancel": [
          { guard: "listStale", target: "idle", actions: ["closeDecision", "refreshList"] },
          { target: "idle", actions: "closeDecision" },
        ],
      },
    },
    deciding: {
      tags: "busy",
      on: { "decision.confirm": { description: "One save at a time." } },
      invoke: {
        id: "decide",
        src: "decideRegistrations",
        input: ({ context }) => context.decision!,
        onDone: {
          target: "idle",
          actions: [{ type: "announce", params: ({ event }) => ({ message: event.output.message }) }, "closeDecision", "forgetChoice", "refreshList"],
        },
        onError: { target: "confirming", actions: { type: "rememberDecisionFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type RegistrationsScreenActor = ActorRefFrom<typeof registrationsScreenMachine>;
