import { sendTo, setup, type SnapshotFrom } from "xstate";
import type { ScreenInput } from "../app/screen-machines.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { screenEntityDialog, type EntityChanged } from "../forms/screen-entity-dialog.ts";
import { membersTotalText, shownMembers, teamSummary, type TeamMemberLike, type TeamSummary } from "./team-list-view.ts";
import { TEAM_MEMBER_DIALOG_INPUT, type TeamMember } from "./team-member-form.ts";

/**
 * SPEC §2 Team Management. The screen owns its read of the team (`team`) and the add/edit/delete
 * dialog (`dialog`); a saved or deleted member reads the team again. The view reads these children
 * (the list's figures through `teamListOf`) and sends them events; it builds nothing.
 */
export const teamScreenMachine = setup({
  types: {
    input: {} as ScreenInput,
    events: {} as EntityChanged,
    children: {} as { team: "teamRead"; dialog: "teamMemberDialog" },
  },
  actors: {
    /** GET /team-members, provided at the app root. */
    teamRead: remoteDataMachine,
    /** Its calls (POST/PUT/DELETE /team-members) and toasts are provided at the app root. */
    teamMemberDialog: screenEntityDialog,
  },
}).createMachine({
  id: "teamScreen",
  invoke: [
    { id: "team", src: "teamRead" },
    { id: "dialog", src: "teamMemberDialog", input: TEAM_MEMBER_DIALOG_INPUT },
  ],
  initial: "open",
  states: {
    open: {
      on: {
        "entity.changed": { actions: sendTo("team", { type: "data.refresh" }) },
      },
    },
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
