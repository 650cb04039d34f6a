import { keptRead, remoteRead } from "../data/remote-data.actors.ts";
import { entityDialogImplementations } from "../forms/entity-dialog.actors.ts";
import { screenEntityDialog } from "../forms/screen-entity-dialog.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { fromPromise } from "xstate";
import { feedbackActions } from "../forms/feedback-actions.ts";
import { listTeamMembers, memberActionCall, readCurrentUser, teamMemberCalls } from "./team-member-calls.actors.ts";
import type { RunMemberActionInput, RunMemberActionOutput } from "./team-member-action.machine.ts";
import { screenMemberAction, type teamScreenMachine } from "./team-screen.machine.ts";
import { teamExportActor } from "./team-export.actors.ts";

/** The team member dialog with its real calls and toasts, for whichever screen machine shows it. */
export const teamMemberDialog = ({ runApi, notify }: ScreenDependencies) =>
  screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: teamMemberCalls, notify }));

/** Team Management's real actors: the team's read and the dialog's calls over the contract. */
export const teamScreenImplementations = (deps: ScreenDependencies) =>
  ({
    actors: {
      // Kept on the device: a repeat visit shows the last team at once while the read brings it up to date.
      teamRead: keptRead(deps.runApi, listTeamMembers, "team-members", deps.keptLists),
      teamMemberDialog: teamMemberDialog(deps),
      meRead: remoteRead(deps.runApi, readCurrentUser),
      teamMemberAction: screenMemberAction.provide({
        actors: {
          runAction: fromPromise<RunMemberActionOutput, RunMemberActionInput>(({ input, signal }) =>
            deps.runApi(memberActionCall(input.kind, input.id), { signal }),
          ),
        },
        actions: { notify: feedbackActions({ notify: deps.notify }).notify },
      }),
      teamExport: teamExportActor(deps),
    },
  }) satisfies Parameters<typeof teamScreenMachine.provide>[0];
