import { useSelector } from "@xstate/react";
import { UploadTrackerProvider, useUploadTracker } from "../components/upload-tracker.tsx";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import { dialogMode, submitLabel, type entityDialogMachine, type FormValue } from "../../machines/forms/entity-dialog.machine.ts";
import { deleteQuestion } from "../../machines/forms/entity-messages.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TeamMemberFields } from "./team-member-fields.tsx";

export type TeamMemberDialogActorRef = ActorRefFrom<typeof entityDialogMachine>;

/** SPEC §9: the team dialog is at most 500px tall; its body scrolls inside. */
const DIALOG_MAX_HEIGHT = "500px";

const errorBox = css({
  bg: "danger.subtle",
  color: "danger.text",
  borderWidth: "1px",
  borderColor: "danger.border",
  borderRadius: "md",
  padding: "3",
  fontSize: "sm",
  mb: "3",
});

/**
 * "Add Team Member" / "Edit Team Member" and the delete question (SPEC §2, §4 Dialogs, §5): a thin
 * view over the dialog actor its screen machine runs (Team Management's, or the dashboard's for
 * "Invite Team Member"). Render it once per actor.
 */
export function TeamMemberDialog({ dialog: actor }: { readonly dialog: TeamMemberDialogActorRef }) {
  const open = useSelector(actor, (snapshot) => snapshot.hasTag("open"));
  const confirming = useSelector(actor, (snapshot) => snapshot.hasTag("confirmDelete"));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const mode = useSelector(actor, dialogMode);
  const label = useSelector(actor, (snapshot) =>
    submitLabel(snapshot, dialogMode(snapshot) === "edit" ? "Update Member" : "Add Member"),
  );
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const uploads = useUploadTracker();

  // A failed save's message sits at the top of the scrolling body: bring it into view.
  useEffect(() => {
    if (open && error !== null) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [open, error]);

  const change = (field: string, value: FormValue) => actor.send({ type: "form.change", field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "form.submit" });
    // The rules kept the form: move to the first field to fix (its message is read with it).
    const { fieldErrors: errors } = actor.getSnapshot().context;
    const first = Object.keys(errors).find((field) => formRef.current?.elements.namedItem(field) instanceof HTMLElement);
    if (first !== undefined && !actor.getSnapshot().hasTag("busy")) {
      (formRef.current?.elements.namedItem(first) as HTMLElement).focus();
    }
  };
  const close = () => actor.send({ type: "dialog.close" });

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={mode === "edit" ? "Edit Team Member" : "Add Team Member"}
        description="Fields marked * are required."
        maxHeight={DIALOG_MAX_HEIGHT}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy || uploads.running} aria-busy={busy}>
              {label}
            </Button>
          </>
        }
      >
        <UploadTrackerProvider value={uploads}>
          <form id={formId} ref={formRef} noValidate onSubmit={submit}>
            {error === null ? null : (
              <p ref={errorRef} role="alert" className={errorBox}>
                {error}
              </p>
            )}
            <TeamMemberFields form={form} errors={fieldErrors} busy={busy} onChange={change} />
          </form>
        </UploadTrackerProvider>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Delete Team Member"
        message={deleteQuestion("teamMember")}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        error={confirming ? error : null}
        onConfirm={() => actor.send({ type: "delete.confirm" })}
        onCancel={() => actor.send({ type: "delete.cancel" })}
      />
    </>
  );
}
