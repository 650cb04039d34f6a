import { assign, setup } from "xstate";
import { FAILURE_TITLE, SUCCESS_TITLE, type ToastParams } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";

/**
 * The invitation and ownership buttons of a team member's row: Resend invite goes at once; Revoke
 * invite and Transfer ownership ask first. One runs at a time; the server's message becomes the
 * toast either way, and a success reads the team again.
 */

export type MemberActionKind = "resend" | "revoke" | "transfer";

export interface ActionMember {
  readonly _id: string;
  readonly fullName: string;
}

export interface RunMemberActionInput {
  readonly kind: MemberActionKind;
  readonly id: string;
}

/** The answer's envelope message, when it has one. */
export interface RunMemberActionOutput {
  readonly message?: string;
}

export interface MemberActionContext {
  readonly pending: { readonly member: ActionMember; readonly kind: MemberActionKind } | null;
}

export type MemberActionEvent =
  | { readonly type: "member.action"; readonly member: ActionMember; readonly kind: MemberActionKind }
  | { readonly type: "action.confirm" }
  | { readonly type: "action.cancel" };

/** The confirmation's question. */
export const memberActionQuestion = (kind: MemberActionKind, name: string): string =>
  kind === "revoke"
    ? `Revoke the invitation of ${name}? They are removed from the team and cannot sign in.`
    : `Make ${name} the company owner? You become an admin, and only they can transfer ownership again.`;

export const MEMBER_ACTION_DONE: Readonly<Record<MemberActionKind, (name: string) => string>> = {
  resend: (name) => `Invitation sent to ${name}.`,
  revoke: () => "Invitation revoked.",
  transfer: (name) => `${name} now owns the company.`,
};

const FAILED: Readonly<Record<MemberActionKind, string>> = {
  resend: "Failed to send the invitation. Please try again.",
  revoke: "Failed to revoke the invitation. Please try again.",
  transfer: "Failed to transfer ownership. Please try again.",
};

const messageOf = (error: unknown): string | null =>
  typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string" && (error as { message: string }).message.trim() !== ""
    ? (error as { message: string }).message
    : null;

export const teamMemberActionMachine = setup({
  types: {
    context: {} as MemberActionContext,
    events: {} as MemberActionEvent,
    tags: {} as "busy" | "confirm",
  },
  actors: {
    /** POST or DELETE /team-members/{id}/invite, POST /team-members/{id}/transfer-ownership. */
    runMemberAction: notProvidedActor<RunMemberActionOutput, RunMemberActionInput>("runMemberAction"),
  },
  guards: {
    asksFirst: (_, params: { kind: MemberActionKind }) => params.kind !== "resend",
  },
  actions: {
    notify: notProvided<ToastParams>("notify"),
    refreshList: notProvided("refreshList"),
    hold: assign({ pending: (_, params: { member: ActionMember; kind: MemberActionKind }) => params }),
    forget: assign({ pending: null }),
  },
}).createMachine({
  id: "teamMemberAction",
  context: { pending: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "member.action": [
          {
            guard: { type: "asksFirst", params: ({ event }) => ({ kind: event.kind }) },
            target: "confirming",
            actions: { type: "hold", params: ({ event }) => ({ member: event.member, kind: event.kind }) },
          },
          { target: "running", actions: { type: "hold", params: ({ event }) => ({ member: event.member, kind: event.kind }) } },
        ],
      },
    },
    confirming: {
      tags: "confirm",
      description: "Revoke and transfer cannot be undone from here: the person confirms.",
      on: {
        "action.confirm": "running",
        "action.cancel": { target: "idle", actions: "forget" },
      },
    },
    running: {
      tags: "busy",
      invoke: {
        id: "runMemberAction",
        src: "runMemberAction",
        input: ({ context }) => ({ kind: context.pending!.kind, id: context.pending!.member._id }),
        onDone: {
          target: "idle",
          actions: [
            {
              type: "notify",
              params: ({ context, event }) => ({
                title: SUCCESS_TITLE,
                description: event.output.message ?? MEMBER_ACTION_DONE[context.pending!.kind](context.pending!.member.fullName),
                variant: "success",
              }),
            },
            "forget",
            "refreshList",
          ],
        },
        onError: {
          target: "idle",
          actions: [
            {
              type: "notify",
              params: ({ context, event }) => ({
                title: FAILURE_TITLE,
                description: messageOf(event.error) ?? FAILED[context.pending!.kind],
                variant: "destructive",
              }),
            },
            "forget",
          ],
        },
      },
    },
  },
});
