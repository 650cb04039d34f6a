import { fromPromise } from "xstate";
import { mutation } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import type { ApplyActionInput } from "./lead-action.machine.ts";

export interface LeadActionDependencies {
  readonly runApi: ApiRunner;
  /** `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
  /** The leads list's `refresh`. */
  /** Reloads the list; left out when a screen machine owns the child (it tells its parent instead). */
  readonly refreshList?: () => void;
}

/** Everything `leadActionMachine.provide()` needs: PUT /leads/{id} with only the status and the remarks. */
export const leadActionImplementations = ({ runApi, notify, refreshList }: LeadActionDependencies) => ({
  actors: {
    applyAction: fromPromise<unknown, ApplyActionInput>(({ input, signal }) =>
      runApi(
        mutation((client, abort) =>
          client.PUT("/leads/{id}", { params: { path: { id: input.id } }, body: { status: input.status, remarks: input.remarks }, signal: abort }),
        ),
        { signal },
      ),
    ),
  },
  actions: {
    notify: (_: unknown, toast: ToastParams) => notify(toast),
    ...(refreshList === undefined ? {} : { refreshList: () => refreshList() }),
  },
});
