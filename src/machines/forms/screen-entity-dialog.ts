import { sendParent } from "xstate";
import type { EntityKind } from "./entity-messages.ts";
import { entityDialogMachine, type RefreshParams } from "./entity-dialog.machine.ts";

/** What a dialog owned by a screen machine tells it after a save or delete: its list must be read again. */
export interface EntityChanged {
  readonly type: "entity.changed";
  readonly entity: EntityKind;
}

/**
 * The entity dialog as a child of a screen machine: after a change it tells its parent, which
 * decides what to read again. Its calls and toasts are still provided at the app root.
 */
export const screenEntityDialog = entityDialogMachine.provide({
  actions: {
    refreshList: sendParent((_, params: RefreshParams): EntityChanged => ({ type: "entity.changed", entity: params.entity })),
  },
});
