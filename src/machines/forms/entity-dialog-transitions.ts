import { successSaying, type EntityVerb } from "./entity-messages.ts";
import type { EntityDialogContext } from "./entity-dialog-form.ts";

// Transition parts the entity dialog's chart uses in several states: what a finished call does, and
// the guards that keep Save from sending (an upload still running, the screen's rules objecting).

export type Settled = { context: EntityDialogContext; event: { output?: unknown; error?: unknown } };

/** Done: close, reset, clear the selection, say so and refetch the list (SPEC §4 Dialogs). */
export const succeeded = (verb: EntityVerb) =>
  [
    { type: "notify", params: ({ context, event }: Settled) => successSaying(context.wording.done(verb, event.output)) },
    "reset",
    { type: "refreshList", params: ({ context }: Settled) => ({ entity: context.entity }) },
  ] as const;

/** Save while a file is still being sent would save the form without it. */
export const uploadPending = {
  guard: "uploadPending",
  description: "An upload still runs: Save waits for it (the button is disabled meanwhile).",
} as const;

/** A submit the screen's rules object to: their messages beside the fields, and no call. */
export const invalidSubmit = {
  guard: "formInvalid",
  description: "The screen's rules (SPEC §5) name what to fix; nothing is sent until they pass.",
  actions: "showFormErrors",
} as const;

