import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import type { Api } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { CreateInput, FormValues, RemoveInput, UpdateInput } from "./entity-dialog.machine.ts";
import { feedbackActions, type FeedbackDependencies } from "./feedback-actions.ts";
import { uploadFieldLogic } from "./upload.actors.ts";

type Call<A> = Effect.Effect<A, ApiError, Api>;

/**
 * The calls behind one entity's dialog, as API Effects (`mutation(...)` from src/api/request.ts).
 * Each entity keeps its own module turning the dialog's flat form into the contract's body (leads
 * nest the person, for example); the dialog machine never sees the contract. An entity that is only
 * corrected (an imported attendee) gives `update` alone: its screen never opens Add or Delete, and
 * the missing calls stay the machine's loud defaults.
 */
export interface EntityCalls {
  readonly create?: (form: FormValues) => Call<unknown>;
  readonly update: (id: string, form: FormValues) => Call<unknown>;
  readonly remove?: (id: string) => Call<unknown>;
  /** The call a save makes first, for a dialog with `input.firstStep` (a chosen file stored before the record). */
  readonly firstStep?: (form: FormValues) => Call<unknown>;
}

/** `refreshList` is left out for a dialog its screen machine owns: that dialog tells its parent (`screenEntityDialog`). */
export interface EntityDialogDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
  readonly calls: EntityCalls;
}

/** Everything `entityDialogMachine.provide()` needs for one screen's dialog, its file fields' uploads included. */
export const entityDialogImplementations = ({ runApi, calls: { create, update, remove, firstStep }, notify, refreshList }: EntityDialogDependencies) => ({
  actors: {
    ...(create === undefined ? {} : { create: fromPromise<unknown, CreateInput>(({ input, signal }) => runApi(create(input.form), { signal })) }),
    update: fromPromise<unknown, UpdateInput>(({ input, signal }) => runApi(update(input.id, input.form), { signal })),
    ...(remove === undefined ? {} : { remove: fromPromise<unknown, RemoveInput>(({ input, signal }) => runApi(remove(input.id), { signal })) }),
    upload: uploadFieldLogic({ runApi, notify }),
    ...(firstStep === undefined ? {} : { firstStep: fromPromise<unknown, CreateInput>(({ input, signal }) => runApi(firstStep(input.form), { signal })) }),
  },
  actions: feedbackActions({ notify, refreshList }),
});
