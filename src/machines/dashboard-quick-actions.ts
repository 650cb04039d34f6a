import type { AnyStateMachine, InputFrom } from "xstate";
import type { QuickActionActors } from "./dashboard/dashboard.actors.ts";
import { leadDialogWithCalls } from "./leads/lead-dialog.actors.ts";
import { leadsExportActor } from "./leads/leads-export.actors.ts";
import type { ScreenDependencies } from "./screen/screen-input.ts";
import { TEAM_MEMBER_DIALOG_INPUT } from "./team/team-member-form.ts";
import { teamMemberDialog } from "./team/team-screen.actors.ts";

/**
 * A machine that starts with `input` wherever it is invoked. The dashboard invokes Team Management's
 * dialog without knowing its form, so the form comes with the dialog. Everything but the start is
 * the machine's own (a snapshot names the machine that made it).
 */
const startedWith = <Machine extends AnyStateMachine>(machine: Machine, input: InputFrom<Machine>): Machine =>
  Object.assign(Object.create(machine) as Machine, {
    getInitialSnapshot: (scope: Parameters<Machine["getInitialSnapshot"]>[0]) => machine.getInitialSnapshot(scope, input),
  });

/**
 * What the dashboard's quick actions run of other features, with their real calls: Add New Lead is
 * Lead Management's dialog, Invite Team Member Team Management's with its form and rules, and Export
 * Data's Leads Lead Management's export. Part of the frame, so the dashboard imports neither feature;
 * downloaded with the dashboard's actors (signed-in-screens.ts).
 */
export const dashboardQuickActions = (deps: ScreenDependencies): QuickActionActors => ({
  leadDialog: leadDialogWithCalls(deps),
  teamMemberDialog: startedWith(teamMemberDialog(deps), TEAM_MEMBER_DIALOG_INPUT),
  leadsExport: leadsExportActor(deps),
});
