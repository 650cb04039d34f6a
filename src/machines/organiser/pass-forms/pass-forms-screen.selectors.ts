import type { SnapshotFrom } from "xstate";
import { problemsOfField } from "../../../rules/form-definition-messages.ts";
import type { DefinitionKey } from "../../../rules/form-definition-types.ts";
import type { passFormsScreenMachine } from "./pass-forms-screen.machine.ts";

export type PassFormsScreenSnapshot = SnapshotFrom<typeof passFormsScreenMachine>;

/** The problems beside one field's settings. */
export const fieldProblems = (snapshot: Pick<PassFormsScreenSnapshot, "context">, key: string): Partial<Record<DefinitionKey, string>> => {
  const index = snapshot.context.fields.findIndex((field) => field.key === key);
  return index < 0 ? {} : problemsOfField(snapshot.context.problems, index);
};
