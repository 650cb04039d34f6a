import { assign, sendParent, sendTo, setup, type SnapshotFrom } from "xstate";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { refreshRead } from "../../data/child-requests.ts";
import { confirmedActionMachine, type ActionOutput } from "../../data/confirmed-action-machine.ts";
import { listViewMachine } from "../../data/list-view.machine.ts";
import { remoteDataMachine } from "../../data/remote-data.machine.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { screenEntityDialog, type EntityChanged } from "../../forms/screen-entity-dialog.ts";
import {
  EXHIBITOR_DIALOG_INPUT,
  EXHIBITORS_MESSAGES,
  PASSES_DIALOG_INPUT,
  passesRecordOf,
  type ExhibitorCategory,
  type ExhibitorList,
  type ExhibitorRemoval,
  type ExhibitorTeamMember,
  type OrganiserExhibitor,
} from "./exhibitors-form.ts";

/** The outcome of the last change, in the list's status line (the console's Exhibitors say it there, not in a toast). */
export interface Notice {
  readonly tone: "success" | "error";
  readonly text: string;
}

/** What a child would toast, the screen says in its status line. */
type NoticeShow = { readonly type: "notice.show"; readonly toast: ToastParams };

/** The screen's dialogs and its row action, saying how a call went in the status line. */
export const exhibitorDialog = screenEntityDialog.provide({ actions: { notify: sendParent((_, toast: ToastParams): NoticeShow => ({ type: "notice.show", toast })) } });
export const exhibitorInvite = confirmedActionMachine<OrganiserExhibitor, "resend", ActionOutput>({
  id: "exhibitorInvite",
  confirmingDescription: "Never reached: an invitation may be sent again at any time.",
  asksFirst: () => false,
  done: ({ subject }) => `Invitation sent to ${subject.owner?.fullName ?? subject.name}.`,
  failed: { resend: EXHIBITORS_MESSAGES.inviteFailed },
}).provide({
  actions: {
    notify: sendParent((_, toast: ToastParams): NoticeShow => ({ type: "notice.show", toast })),
    report: sendParent({ type: "entity.changed", entity: "exhibitor" } satisfies EntityChanged),
  },
});

type Row = { readonly exhibitor: OrganiserExhibitor };

export interface ExhibitorsScreenTypes {
  input: ConsoleScreenInput;
  context: {
    /** Adding, editing, passes, invitations and removal are the organiser's; staff read the list and the teams. */
    readonly mayManage: boolean;
    /** The search the address opened with (`?q=`). */
    readonly askedSearch: string;
    readonly notice: Notice | null;
    /** The exhibitor whose team or removal is shown. */
    readonly opened: OrganiserExhibitor | null;
  };
  events:
    | EntityChanged
    | NoticeShow
    | { readonly type: "exhibitor.add" }
    | ({ readonly type: "exhibitor.edit" } & Row)
    | ({ readonly type: "passes.open"; readonly categories: ReadonlyArray<ExhibitorCategory> } & Row)
    | ({ readonly type: "invite.resend" } & Row)
    | ({ readonly type: "team.open" } & Row)
    | ({ readonly type: "remove.open" } & Row)
    | { readonly type: "dialog.close" };
  children: {
    exhibitors: "exhibitorsRead";
    listView: "listView";
    dialog: "exhibitorDialog";
    passes: "passesDialog";
    invite: "exhibitorInvite";
    team: "teamRead";
    removal: "removalRead";
  };
}

const rowParams = ({ event }: { event: Row }) => ({ exhibitor: event.exhibitor });

/**
 * The console's Exhibitors screen: the event's exhibitors (searchable; `?q=` opens with a search),
 * the add/edit dialog (the add dialog takes the owner, who is invited by SMS and e-mail), the pass
 * allocation of one exhibitor, its team (read-only), resending an invitation, and removal, which
 * first reads and states what goes with the exhibitor, then asks once more (the dialog's delete
 * question) before removing. A refused dialog keeps what was typed and says why (the server's words:
 * a taken number, an allocation below what is used); how a change went is said in the status line.
 * Organiser staff read the list and the teams only (`mayManage`, as the contract's x-roles).
 */
export const exhibitorsScreenMachine = setup({
  types: {} as ExhibitorsScreenTypes,
  actors: {
    /** GET /organiser/exhibitors: the exhibitors and the event's pass categories. */
    exhibitorsRead: remoteDataMachine,
    listView: listViewMachine,
    /** POST /organiser/exhibitors, PUT and DELETE /organiser/exhibitors/{id} */
    exhibitorDialog,
    /** PUT /organiser/exhibitors/{id}/passes */
    passesDialog: exhibitorDialog,
    /** POST /organiser/exhibitors/{id}/invite */
    exhibitorInvite,
    /** GET /organiser/exhibitors/{id}/team */
    teamRead: remoteDataMachine,
    /** GET /organiser/exhibitors/{id}/removal */
    removalRead: remoteDataMachine,
  },
  guards: {
    mayManage: ({ context }) => context.mayManage,
  },
  actions: {
    refreshList: refreshRead("exhibitors"),
    showNotice: assign({ notice: (_, toast: ToastParams): Notice => ({ tone: toast.variant === "destructive" ? "error" : "success", text: toast.description }) }),
    clearNotice: assign({ notice: null }),
    open: assign({ opened: (_, params: Row) => params.exhibitor }),
    close: assign({ opened: null }),
    add: sendTo("dialog", { type: "dialog.openAdd" }),
    edit: sendTo("dialog", (_, params: Row) => ({ type: "dialog.openEdit", record: params.exhibitor })),
    openPasses: sendTo("passes", (_, params: Row & { categories: ReadonlyArray<ExhibitorCategory> }) => ({
      type: "dialog.openEdit",
      record: passesRecordOf(params.exhibitor, params.categories),
    })),
    resendInvite: sendTo("invite", (_, params: Row) => ({ type: "action.request", subject: params.exhibitor, kind: "resend" })),
    /** Leaves the removal's last question too, when Escape closes it there. */
    cancelRemoval: sendTo("dialog", { type: "delete.cancel" }),
  },
}).createMachine({
  id: "exhibitorsScreen",
  context: ({ input }) => ({
    mayManage: input.role === "organiser",
    askedSearch: new URLSearchParams(input.search).get("q") ?? "",
    notice: null,
    opened: null,
  }),
  invoke: [
    { id: "exhibitors", src: "exhibitorsRead" },
    { id: "listView", src: "listView", input: ({ context }) => ({ kind: "exhibitors", search: context.askedSearch }) },
    { id: "dialog", src: "exhibitorDialog", input: EXHIBITOR_DIALOG_INPUT },
    { id: "passes", src: "passesDialog", input: PASSES_DIALOG_INPUT },
    { id: "invite", src: "exhibitorInvite" },
  ],
  on: {
    "notice.show": { actions: { type: "showNotice", params: ({ event }) => event.toast } },
    "entity.changed": { actions: "refreshList" },
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        "exhibitor.add": { guard: "mayManage", actions: ["clearNotice", "add"] },
        "exhibitor.edit": { guard: "mayManage", actions: ["clearNotice", { type: "edit", params: rowParams }] },
        "passes.open": {
          guard: "mayManage",
          actions: ["clearNotice", { type: "openPasses", params: ({ event }) => ({ exhibitor: event.exhibitor, categories: event.categories }) }],
        },
        "invite.resend": { guard: "mayManage", actions: ["clearNotice", { type: "resendInvite", params: rowParams }] },
        "team.open": { target: "team", actions: ["clearNotice", { type: "open", params: rowParams }] },
        "remove.open": { guard: "mayManage", target: "removal", actions: ["clearNotice", { type: "open", params: rowParams }] },
      },
    },
    team: {
      description: "The exhibitor's team, read-only.",
      invoke: { id: "team", src: "teamRead", input: ({ context }) => ({ params: context.opened!._id, failure: EXHIBITORS_MESSAGES.teamFailed }) },
      on: { "dialog.close": { target: "idle", actions: "close" } },
    },
    removal: {
      description:
        "First what goes with the exhibitor (read from the server), then the dialog's delete question once more; nothing is removed before what goes was read.",
      invoke: { id: "removal", src: "removalRead", input: ({ context }) => ({ params: context.opened!._id, failure: EXHIBITORS_MESSAGES.removeFailed }) },
      on: {
        "dialog.close": { target: "idle", actions: ["cancelRemoval", "close"] },
        "entity.changed": { target: "idle", description: "The exhibitor was removed.", actions: ["refreshList", "close"] },
      },
    },
  },
});

type ReadSnapshot = SnapshotFrom<typeof remoteDataMachine>;

/** The list as its read holds it (the remote-data machine keeps `unknown`; `exhibitorsRead` is its only writer). */
export const exhibitorListOf = (snapshot: ReadSnapshot): ExhibitorList | null => snapshot.context.data as ExhibitorList | null;
export const teamOf = (snapshot: ReadSnapshot): ReadonlyArray<ExhibitorTeamMember> | null => snapshot.context.data as ReadonlyArray<ExhibitorTeamMember> | null;
export const removalOf = (snapshot: ReadSnapshot): ExhibitorRemoval | null => snapshot.context.data as ExhibitorRemoval | null;
