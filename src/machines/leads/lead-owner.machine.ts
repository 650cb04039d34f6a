import { assign, setup } from "xstate";
import { errorSaying, successSaying } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { assignedMessage, bulkAssignedMessage, OWNER_MESSAGES, ownerFailure, takenMessage } from "./lead-owner-messages.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * Who follows a lead up, on Lead Management: owners and admins "Assign" one lead or "Assign to…"
 * the bulk selection, choosing a member of the team (GET /team-members; only members with an
 * account can own leads); booth staff "Take" an unowned lead for themselves; scanners do neither
 * (the contract's x-roles, `input`). One hand-over at a time. A refusal (a removed member, a lead
 * taken meanwhile) keeps the dialog open with the server's words and the member chosen; the list
 * is read again after every hand-over. The view reads the tags and `context` and sends events.
 */

/** What the view knows of a lead when Assign or Take is pressed. */
export interface OwnerLead {
  readonly _id: string;
  readonly name: string;
  /** The owner's account id; null: nobody owns it. */
  readonly ownerId: string | null;
}

/** A member who can own leads (`TeamMember.userId` and `fullName`). */
export interface OwnerChoice {
  readonly userId: string;
  readonly name: string;
}

export type OwnerTarget = { readonly kind: "one"; readonly lead: OwnerLead } | { readonly kind: "many"; readonly ids: ReadonlyArray<string> };

export interface SaveOwnerInput {
  readonly target: OwnerTarget;
  readonly userId: string;
}

/** How many leads changed and which of the selection the server no longer had. */
export interface SaveOwnerOutput {
  readonly changed: number;
  readonly notFoundIds: ReadonlyArray<string>;
}

/** What the role may do here (the screen's offers). */
export interface LeadOwnerInput {
  readonly assign: boolean;
  readonly bulkAssign: boolean;
  readonly take: boolean;
}

export interface LeadOwnerContext extends LeadOwnerInput {
  /** The signed-in member's account id: Take gives the lead to them (null until known). */
  readonly me: string | null;
  readonly target: OwnerTarget | null;
  readonly members: ReadonlyArray<OwnerChoice>;
  readonly chosen: string | null;
  /** What the dialog says went wrong (nothing chosen, a refusal, a failure). */
  readonly error: string | null;
}

export type LeadOwnerEvent =
  | { readonly type: "owner.assign"; readonly lead: OwnerLead }
  | { readonly type: "owner.assignMany"; readonly ids: ReadonlyArray<string> }
  | { readonly type: "owner.take"; readonly lead: OwnerLead }
  | { readonly type: "member.choose"; readonly userId: string }
  | { readonly type: "owner.submit" }
  | { readonly type: "members.retry" }
  | { readonly type: "dialog.close" }
  /** The signed-in member became known (the screen passes it on). */
  | { readonly type: "viewer.change"; readonly userId: string | null };

const CLOSED = { target: null, chosen: null, error: null } as const;

const memberName = (context: LeadOwnerContext, userId: string | null): string =>
  context.members.find((member) => member.userId === userId)?.name ?? "the chosen member";

export interface LeadOwnerTypes { input: LeadOwnerInput; context: LeadOwnerContext; events: LeadOwnerEvent; tags: "open" | "loading" | "error" | "busy" }

export const leadOwnerMachine = setup({
  types: {} as LeadOwnerTypes,
  /** `loadMembers`: GET /team-members, those with an account, by name; `saveOwner`: POST /leads/{id}/owner or /leads/bulk-owner. */
  actors: { loadMembers: notProvidedActor<ReadonlyArray<OwnerChoice>, void>("loadMembers"), saveOwner: notProvidedActor<SaveOwnerOutput, SaveOwnerInput>("saveOwner") },
  guards: {
    mayAssign: ({ context }) => context.assign,
    mayAssignMany: ({ context, event }) => context.bulkAssign && event.type === "owner.assignMany" && event.ids.length > 0,
    /** Staff take an unowned lead for themselves, once they are known. */
    mayTake: ({ context, event }) => context.take && context.me !== null && event.type === "owner.take" && event.lead.ownerId === null,
    isMember: ({ context, event }) => event.type === "member.choose" && context.members.some((member) => member.userId === event.userId),
    hasChoice: ({ context }) => context.chosen !== null,
    isMany: ({ context }) => context.target?.kind === "many",
  },
  actions: {
    notify,
    /** The list shows the new owners. */
    refreshList: notProvided("refreshList"),
    /** A bulk hand-over is done: the selection has served. */
    selectionDone: notProvided("selectionDone"),
    openOne: assign(({ event }) => (event.type === "owner.assign" || event.type === "owner.take" ? { ...CLOSED, target: { kind: "one", lead: event.lead } as const } : {})),
    openMany: assign(({ event }) => (event.type === "owner.assignMany" ? { ...CLOSED, target: { kind: "many", ids: [...event.ids] } as const } : {})),
    keepMembers: assign(({ context }, params: { members: ReadonlyArray<OwnerChoice> }) => {
      const current = context.target?.kind === "one" ? context.target.lead.ownerId : null;
      return {
        members: params.members,
        chosen: params.members.some((member) => member.userId === current) ? current : null,
        error: params.members.length === 0 ? OWNER_MESSAGES.noneAssignable : null,
      };
    }),
    choose: assign({ chosen: ({ event }) => (event.type === "member.choose" ? event.userId : null), error: null }),
    askForChoice: assign({ error: OWNER_MESSAGES.chooseMember }),
    refuse: assign({ error: (_, params: { error: unknown }) => ownerFailure(params.error) }),
    close: assign({ ...CLOSED }),
    setMe: assign({ me: ({ event }) => (event.type === "viewer.change" ? event.userId : null) }),
  },
}).createMachine({
  id: "leadOwner",
  context: ({ input }) => ({ ...input, me: null, members: [], ...CLOSED }),
  on: {
    "viewer.change": { actions: "setMe" },
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        "owner.assign": { guard: "mayAssign", target: "picking", actions: "openOne" },
        "owner.assignMany": { guard: "mayAssignMany", target: "picking", actions: "openMany" },
        "owner.take": { guard: "mayTake", target: "taking", actions: "openOne" },
      },
    },
    picking: {
      description: "The dialog: the team's members who can own leads, the lead's current owner chosen to start with.",
      initial: "loading",
      on: { "dialog.close": { target: "idle", actions: "close" } },
      states: {
        loading: {
          tags: ["open", "loading"],
          invoke: {
            id: "loadMembers",
            src: "loadMembers",
            onDone: { target: "ready", actions: { type: "keepMembers", params: ({ event }) => ({ members: event.output }) } },
            onError: { target: "failed" },
          },
        },
        failed: { tags: ["open", "error"], on: { "members.retry": "loading" } },
        ready: {
          tags: "open",
          on: {
            "member.choose": { guard: "isMember", actions: "choose" },
            "owner.submit": [{ guard: "hasChoice", target: "saving" }, { actions: "askForChoice" }],
          },
        },
        saving: {
          tags: ["open", "busy"],
          invoke: {
            id: "saveOwner",
            src: "saveOwner",
            input: ({ context }) => ({ target: context.target!, userId: context.chosen! }),
            onDone: [
              {
                guard: "isMany",
                target: "#leadOwner.idle",
                actions: [
                  { type: "notify", params: ({ context, event }) => successSaying(assignedText(context, event.output)) },
                  "refreshList",
                  "selectionDone",
                  "close",
                ],
              },
              {
                target: "#leadOwner.idle",
                actions: [{ type: "notify", params: ({ context, event }) => successSaying(assignedText(context, event.output)) }, "refreshList", "close"],
              },
            ],
            onError: { target: "ready", actions: [{ type: "refuse", params: ({ event }) => ({ error: event.error }) }, "refreshList"] },
          },
        },
      },
    },
    taking: {
      tags: "busy",
      description: "Take: the unowned lead goes to the signed-in member at once, no dialog.",
      invoke: {
        id: "takeLead",
        src: "saveOwner",
        input: ({ context }) => ({ target: context.target!, userId: context.me! }),
        onDone: {
          target: "idle",
          actions: [{ type: "notify", params: ({ context }) => successSaying(takenMessage(leadName(context))) }, "refreshList", "close"],
        },
        onError: {
          target: "idle",
          actions: [
            { type: "notify", params: ({ event }) => errorSaying(ownerFailure(event.error)) },
            "refreshList",
            "close",
          ],
        },
      },
    },
  },
});

function leadName(context: LeadOwnerContext): string {
  return context.target?.kind === "one" ? context.target.lead.name : "The lead";
}

function assignedText(context: LeadOwnerContext, output: SaveOwnerOutput): string {
  const name = memberName(context, context.chosen);
  if (context.target?.kind === "many") return bulkAssignedMessage(output.changed, output.notFoundIds.length, name);
  return assignedMessage(leadName(context), name);
}
