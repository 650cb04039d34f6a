import { sendParent, setup, type SnapshotFrom } from "xstate";
import type { ScreenInput } from "../screen/screen-input.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import { refreshRead, startExport } from "../data/child-requests.ts";
import { screenEntityDialog, type EntityChanged } from "../forms/screen-entity-dialog.ts";
import { membersTotalText, shownMembers, teamSummary, type TeamMemberLike, type TeamSummary } from "./team-list-view.ts";
import { TEAM_MEMBER_DIALOG_INPUT, type TeamMember } from "./team-member-form.ts";
import { teamMemberActionMachine } from "./team-member-action.machine.ts";
import { memberActions, memberFormRules, type MemberActions, type MemberFormRules, type Viewer } from "./team-permissions.ts";
import { mayCall } from "../app/permissions.ts";
import type { Role } from "../../rules/roles.ts";

export interface TeamScreenTypes {
  input: ScreenInput;
  context: TeamScreenContext;
  events: EntityChanged | { readonly type: "team.export" };
  children: { team: "teamRead"; me: "meRead"; dialog: "teamMemberDialog"; memberAction: "teamMemberAction"; teamExport: "teamExport" };
}

/** The row buttons tell the screen the team changed, like the dialog does. */
export const screenMemberAction = teamMemberActionMachine.provide({
  actions: { report: sendParent({ type: "entity.changed", entity: "teamMember" } satisfies EntityChanged) },
});

export interface TeamScreenContext {
  readonly role: Role | null;
  /** "Add Team Member" is offered (createTeamMember's x-roles). */
  readonly mayAdd: boolean;
}

/**
 * SPEC §2 Team Management. The screen owns its read of the team (`team`) and the add/edit/delete
 * dialog (`dialog`); a saved or deleted member reads the team again. The view reads these children
 * (the list's figures through `teamListOf`) and sends them events; it builds nothing.
 */
export const teamScreenMachine = setup({
  types: {} as TeamScreenTypes,
  actors: {
    /** GET /team-members, provided at the app root. */
    teamRead: remoteDataMachine,
    /** Its calls (POST/PUT/DELETE /team-members) and toasts are provided at the app root. */
    teamMemberDialog: screenEntityDialog,
    /** GET /auth/me: which row is the viewer's own (no own role change, no transfer to oneself). */
    meRead: remoteDataMachine,
    /** Resend / revoke invite and transfer ownership; calls and toasts provided at the app root. */
    teamMemberAction: screenMemberAction,
    /** Export CSV: GET /team-members/export, the file the server wrote, provided at the app root. */
    teamExport: fileExportMachine,
  },
  actions: {
    refreshTeam: refreshRead("team"),
    startExport: startExport("teamExport"),
  },
}).createMachine({
  id: "teamScreen",
  context: ({ input }) => ({ role: input.role, mayAdd: mayCall(input.role, "createTeamMember") }),
  invoke: [
    { id: "team", src: "teamRead" },
    { id: "me", src: "meRead" },
    { id: "dialog", src: "teamMemberDialog", input: TEAM_MEMBER_DIALOG_INPUT },
    { id: "memberAction", src: "teamMemberAction" },
    { id: "teamExport", src: "teamExport", input: { subject: "team members" } },
  ],
  initial: "open",
  states: {
    open: { on: { "entity.changed": { actions: "refreshTeam" }, "team.export": { actions: "startExport" } } },
  },
});

type TeamReadSnapshot = SnapshotFrom<typeof remoteDataMachine>;

/** The team as the read holds it (the remote-data machine keeps `unknown`; `teamRead` is its only writer). */
export const teamOf = (snapshot: TeamReadSnapshot): ReadonlyArray<TeamMember> | null =>
  snapshot.context.data as ReadonlyArray<TeamMember> | null;

/** Everything the list and the summary cards show of one answer. */
export interface TeamList {
  /** The members to draw: the team, or the sample members (SPEC §2) when it has none. */
  readonly members: ReadonlyArray<TeamMember | TeamMemberLike>;
  /** Sample members carry a "Sample" badge and no actions. */
  readonly sample: boolean;
  /** Counted over the real team only: samples are examples. */
  readonly summary: TeamSummary;
  /** "<n> members total". */
  readonly totalText: string;
}

// One answer, one object: a view selecting it re-renders only when the team was read again.
const lists = new WeakMap<ReadonlyArray<TeamMember>, TeamList>();

/** The list and figures of the last team read, or null before the first answer. */
export const teamListOf = (snapshot: TeamReadSnapshot): TeamList | null => {
  const team = teamOf(snapshot);
  if (team === null) return null;
  const known = lists.get(team);
  if (known !== undefined) return known;
  const { members, sample } = shownMembers(team);
  const summary = teamSummary(team);
  const list: TeamList = { members, sample, summary, totalText: membersTotalText(summary.total) };
  lists.set(team, list);
  return list;
};

type MeReadSnapshot = SnapshotFrom<typeof remoteDataMachine>;

/** The viewer: the screen's role and, once GET /auth/me answered, their own row's id. */
export const viewerOf = (context: TeamScreenContext, me: MeReadSnapshot): Viewer => {
  const data = me.context.data as { readonly teamMemberId?: string } | null;
  return { role: context.role, memberId: data?.teamMemberId ?? null };
};

/** The buttons of a listed member's row (none on sample members). */
export const rowActionsOf = (viewer: Viewer, member: TeamMember | TeamMemberLike, sample: boolean): MemberActions | null =>
  sample || !("role" in member) ? null : memberActions(viewer, member as TeamMember);

/** What the dialog lets the viewer change about the member it edits (`editingId` null: adding). */
export const formRulesOf = (viewer: Viewer, team: ReadonlyArray<TeamMember> | null, editingId: string | null): MemberFormRules =>
  memberFormRules(viewer, editingId === null ? null : (team?.find((member) => member._id === editingId) ?? null));
