import { sendParent } from "xstate";
import type { EntityChanged } from "../forms/screen-entity-dialog.ts";
import { leadActionMachine } from "./lead-action.machine.ts";
import { leadBulkMachine } from "./lead-bulk.machine.ts";
import { leadDeleteMachine } from "./lead-delete.machine.ts";
import { leadDuplicateMachine, type DuplicateDecision, type PossibleDuplicate } from "./lead-duplicate.machine.ts";
import type { ActionDone, ActionOutput } from "../data/confirmed-action-machine.ts";
import { leadImportMachine } from "./lead-import.machine.ts";
import { leadOwnerMachine } from "./lead-owner.machine.ts";
import { reminderSettingMachine } from "../reminder/reminder-setting.machine.ts";

/** What a status action, a bulk change or an import tells its screen: leads changed on the server. */
const LEADS_CHANGED: EntityChanged = { type: "entity.changed", entity: "lead" };

/*
 * Lead Management's children as a screen machine owns them: after a change each tells its parent,
 * which decides what to read again (as `screenEntityDialog` does for the dialogs). Their calls and
 * toasts are still provided at the app root.
 */
export const screenLeadAction = leadActionMachine.provide({ actions: { refreshList: sendParent(LEADS_CHANGED) } });
export const screenLeadBulk = leadBulkMachine.provide({ actions: { refreshList: sendParent(LEADS_CHANGED) } });
/** A deleted lead: the screen closes its dialog and reads the list again. */
export const screenLeadDelete = leadDeleteMachine.provide({
  actions: { leadDeleted: sendParent((_, params: { id: string }) => ({ type: "lead.deleted", id: params.id })) },
});
/** A possible duplicate decided: merged, it is gone (its dialog closes); kept apart, the list shows it unmarked. */
export const screenLeadDuplicate = leadDuplicateMachine.provide({
  actions: {
    report: sendParent((_, done: ActionDone<PossibleDuplicate, DuplicateDecision, ActionOutput>) =>
      done.kind === "merge" ? { type: "lead.deleted", id: done.subject._id } : LEADS_CHANGED,
    ),
  },
});
export const screenLeadImport = leadImportMachine.provide({ actions: { refreshList: sendParent(LEADS_CHANGED) } });
export const screenLeadOwner = leadOwnerMachine.provide({
  actions: { refreshList: sendParent(LEADS_CHANGED), selectionDone: sendParent({ type: "selection.done" }) },
});
/** A saved reminder time: the screen has the session read the user again. */
export const screenReminderSetting = reminderSettingMachine.provide({ actions: { userChanged: sendParent({ type: "user.changed" }) } });
