import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import type { Api } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { CreateInput, FormValues, RemoveInput, UpdateInput } from "./entity-dialog.machine.ts";
import type { ToastParams } from "./entity-messages.ts";
import { uploadFieldLogic } from "./upload.actors.ts";

type Call<A> = Effect.Effect<A, ApiError, Api>;

/**
 * The three calls behind one entity's dialog, as API Effects (`mutation(...)` from src/api/request.ts).
 * Each entity keeps its own module turning the dialog's flat form into the contract's body (leads
 * nest the person, for example); the dialog machine never sees the contract.
 */
export interface EntityCalls {
  readonly create: (form: FormValues) => Call<unknown>;
  readonly update: (id: string, form: FormValues) => Call<unknown>;
  readonly remove: (id: string) => Call<unknown>;
}

export interface EntityDialogDependencies {
  readonly runApi: ApiRunner;
  readonly calls: EntityCalls;
  /** `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
  /**
   * Reloads the screen's list after a change (the remote-data `refresh`). Left out for a dialog its
   * screen machine owns: that dialog tells its parent (`screenEntityDialog`).
   */
  readonly refreshList?: () => void;
}

/** Everything `entityDialogMachine.provide()` needs for one screen's dialog, its file fields' uploads included. */
export const entityDialogImplementations = ({ runApi, calls, notify, refreshList }: EntityDialogDependencies) => ({
  actors: {
    create: fromPromise<unknown, CreateInput>(({ input, signal }) => runApi(calls.create(input.form), { signal })),
    update: fromPromise<unknown, UpdateInput>(({ input, signal }) => runApi(calls.update(input.id, input.form), { signal })),
    remove: fromPromise<unknown, RemoveInput>(({ input, signal }) => runApi(calls.remove(input.id), { signal })),
    upload: uploadFieldLogic({ runApi, notify }),
  },
  actions: {
    notify: (_: unknown, toast: ToastParams) => notify(toast),
    ...(refreshList === undefined ? {} : { refreshList: () => refreshList() }),
  },
});
