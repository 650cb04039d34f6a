import { fromPromise } from "xstate";
import type { ActionOutput, RunActionInput } from "../../data/confirmed-action-machine.ts";
import { remoteRead, remoteReadOf } from "../../data/remote-data.actors.ts";
import { entityDialogImplementations } from "../../forms/entity-dialog.actors.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import { exhibitorCalls, listExhibitors, passesCalls, readRemoval, readTeam, resendInvite } from "./exhibitors-calls.actors.ts";
import { exhibitorDialog, exhibitorInvite, type exhibitorsScreenMachine } from "./exhibitors-screen.machine.ts";

/**
 * The Exhibitors screen's real calls, through the console's runner. Only the calls: what they say
 * goes to the screen's status line (the machine's own `notify`), never to a toast.
 */
export const exhibitorsScreenImplementations = ({ runApi, notify }: ScreenDependencies) => {
  const dialogWith = (calls: typeof exhibitorCalls) => exhibitorDialog.provide({ actors: entityDialogImplementations({ runApi, calls, notify }).actors });
  return {
    actors: {
      exhibitorsRead: remoteRead(runApi, listExhibitors),
      exhibitorDialog: dialogWith(exhibitorCalls),
      passesDialog: dialogWith(passesCalls),
      exhibitorInvite: exhibitorInvite.provide({
        actors: { runAction: fromPromise<ActionOutput, RunActionInput<"resend">>(({ input, signal }) => runApi(resendInvite(input.id), { signal })) },
      }),
      teamRead: remoteReadOf(runApi, readTeam),
      removalRead: remoteReadOf(runApi, readRemoval),
    },
  } satisfies Parameters<typeof exhibitorsScreenMachine.provide>[0];
};
