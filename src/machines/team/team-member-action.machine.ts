import { confirmedActionMachine, type ActionOutput, type RunActionInput } from "../data/confirmed-action-machine.ts";

/**
 * The invitation and ownership buttons of a team member's row: Resend invite goes at once; Revoke
 * invite and Transfer ownership ask first. A success reads the team again.
 */

export type MemberActionKind = "resend" | "revoke" | "transfer";

export interface ActionMember {
  readonly _id: string;
  readonly fullName: string;
}

export type RunMemberActionInput = RunActionInput<MemberActionKind>;

/** The answer's envelope message, when it has one. */
export type RunMemberActionOutput = ActionOutput;

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

export const teamMemberActionMachine = confirmedActionMachine<ActionMember, MemberActionKind, RunMemberActionOutput>({
  id: "teamMemberAction",
  confirmingDescription: "Revoke and transfer cannot be undone from here: the person confirms.",
  asksFirst: (kind) => kind !== "resend",
  done: ({ kind, subject }) => MEMBER_ACTION_DONE[kind](subject.fullName),
  failed: {
    resend: "Failed to send the invitation. Please try again.",
    revoke: "Failed to revoke the invitation. Please try again.",
    transfer: "Failed to transfer ownership. Please try again.",
  },
});
