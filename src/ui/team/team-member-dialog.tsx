import { EntityDeleteDialog } from "../components/entity-delete-dialog.tsx";
import { EntityFormDialog, type EntityDialogActorRef } from "../components/entity-form-dialog.tsx";
import { TeamMemberFields } from "./team-member-fields.tsx";
import type { MemberFormRules } from "../../machines/team/team-permissions.ts";

export type TeamMemberDialogActorRef = EntityDialogActorRef;

/** SPEC §9: the team dialog is at most 500px tall; its body scrolls inside. */
const DIALOG_MAX_HEIGHT = "500px";
const REQUIRED_NOTE = "Fields marked * are required.";

/**
 * "Add Team Member" / "Edit Team Member" and the delete question (SPEC §2, §4 Dialogs, §5): a thin
 * view over the dialog actor its screen machine runs (Team Management's, or the dashboard's for
 * "Invite Team Member"). Render it once per actor.
 */
export function TeamMemberDialog({ dialog, rules }: { readonly dialog: TeamMemberDialogActorRef; readonly rules?: MemberFormRules }) {
  return (
    <>
      <EntityFormDialog
        dialog={dialog}
        title={{ add: "Add Team Member", edit: "Edit Team Member" }}
        description={{ add: REQUIRED_NOTE, edit: REQUIRED_NOTE }}
        submit={{ add: "Add Member", edit: "Update Member" }}
        maxHeight={DIALOG_MAX_HEIGHT}
      >
        <TeamMemberFields dialog={dialog} {...(rules === undefined ? {} : { rules })} />
      </EntityFormDialog>
      <EntityDeleteDialog dialog={dialog} entity="teamMember" title="Delete Team Member" />
    </>
  );
}
