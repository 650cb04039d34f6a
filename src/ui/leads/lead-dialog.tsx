import { useSelector } from "@xstate/react";
import type { ChangeEvent, ReactNode } from "react";
import { leadDialog } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { LeadTextField } from "../../machines/leads/lead-dialog-form.ts";
import type { leadDialogMachine } from "../../machines/leads/lead-dialog.machine.ts";
import { dialogTitle, leadDialogUnsaved, saveLabel } from "../../machines/leads/lead-dialog-view.ts";
import { useUnsavedWork } from "../components/leave-guard.tsx";
import { LEAD_PRIORITIES, type Lead } from "../../machines/leads/lead-form.ts";
import { CHOOSABLE_LEAD_STATUSES, leadStatusLabel } from "../../rules/lead-status.ts";
import { Button } from "../components/button.tsx";
import { CancelButton } from "../components/cancel-button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { LeadCapture } from "./lead-capture.tsx";
import { LeadDuplicateOffer } from "./lead-duplicate.tsx";
import { NotesTimeline, TouchList } from "./lead-history.tsx";
import { LeadQuestions } from "./lead-questions.tsx";
import { RatingInput } from "./lead-rating.tsx";
import { TagEditor } from "./lead-tags.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

/** The lead dialog a screen machine owns (Lead Management's `dialog`, the dashboard's `leadDialog`). */
export type LeadDialogActor = ActorRefFrom<typeof leadDialogMachine>;

const PRIORITY_LABELS: Readonly<Record<string, string>> = { high: "High", medium: "Medium", low: "Low" };
const PRIORITY_OPTIONS = LEAD_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] ?? value }));

/** The statuses offered, plus the lead's own when it has another, so an edit never changes it unasked. */
const statusOptions = (current: string) =>
  [...CHOOSABLE_LEAD_STATUSES, ...(current !== "" && !(CHOOSABLE_LEAD_STATUSES as ReadonlyArray<string>).includes(current) ? [current] : [])].map(
    (value) => ({ value, label: leadStatusLabel(value) }),
  );

const FORM_ID = "lead-dialog-form";
const classes = leadDialog();

/**
 * Add Lead / Edit Lead over the lead dialog machine: the person, the qualification (rating, tags,
 * follow-up date, answers to the lead questions), and on an edit the notes with a note to append,
 * the badge scans and how the lead was captured (what was read, its photos, Add a photo). A
 * duplicate e-mail shows the machine's offer in place of the form; the form comes back as typed.
 * This view only draws the snapshot and sends events.
 */
export function LeadDialog({
  dialog: actor,
  onDelete,
  notice,
}: {
  readonly dialog: LeadDialogActor;
  /** Drawn above an edited lead's details: Lead Management's possible-duplicate decision. */
  readonly notice?: ReactNode;
  /** Delete on the lead shown, where the role may: asks first (the screen's remover). */
  readonly onDelete?: ((lead: Lead) => void) | undefined;
}) {
  const snapshot = useSelector(actor, (current) => current);
  const { form, lead, fieldErrors, error, duplicate, questions, questionsError, photo } = snapshot.context;
  const open = snapshot.hasTag("open");
  const busy = snapshot.hasTag("busy");
  useUnsavedWork("lead-dialog", leadDialogUnsaved(snapshot));
  const offering = snapshot.hasTag("duplicate") && duplicate !== null;
  const loadingQuestions = snapshot.hasTag("loadingQuestions");
  const editing = lead !== null;

  const change = (field: LeadTextField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    actor.send({ type: "form.change", field, value: event.target.value });
  const submit = onFormSubmit(() => actor.send({ type: "form.submit" }));
  const fieldProps = (field: LeadTextField) => ({
    name: field,
    value: form[field],
    onChange: change(field),
    error: fieldErrors[field],
    disabled: busy,
  });
  const close = () => actor.send({ type: "dialog.close" });

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={dialogTitle(snapshot)}
      description={editing ? "Change this lead's details, qualify it and add a note." : "Record a visitor you met, with how interested they are."}
      footer={
        offering ? (
          <CancelButton onClick={close} disabled={busy} />
        ) : (
          <>
            {lead !== null && onDelete !== undefined ? (
              <Button variant="destructive" className={classes.deleteButton} onClick={() => onDelete(lead)} disabled={busy}>
                Delete
              </Button>
            ) : null}
            <CancelButton onClick={close} disabled={busy} />
            <Button type="submit" form={FORM_ID} disabled={busy || loadingQuestions} aria-busy={busy}>
              {saveLabel(snapshot)}
            </Button>
          </>
        )
      }
    >
      {offering ? (
        <LeadDuplicateOffer
          offer={duplicate}
          error={error}
          busy={busy}
          onMerge={() => actor.send({ type: "duplicate.merge" })}
          onOpen={() => actor.send({ type: "duplicate.open" })}
          onBack={() => actor.send({ type: "duplicate.back" })}
        />
      ) : (
        <form id={FORM_ID} noValidate onSubmit={submit} className={classes.form}>
          {error ? (
            <p role="alert" className={classes.error}>
              {error}
            </p>
          ) : null}
          {lead === null ? null : notice}
          {lead === null ? null : (
            <p className={classes.owner} data-testid="lead-detail-owner">
              {lead.owner === null ? "No owner: nobody follows this lead up yet." : `Owner: ${lead.owner.name}`}
            </p>
          )}
          <TextField label="Full Name" requiredMark autoComplete="off" {...fieldProps("fullName")} />
          <div className={classes.pair}>
            <TextField label="Email" type="email" autoComplete="off" {...fieldProps("emailId")} />
            <TextField label="Phone" type="tel" autoComplete="off" {...fieldProps("phone")} />
          </div>
          <div className={classes.pair}>
            <TextField label="Company" autoComplete="off" {...fieldProps("companyName")} />
            <TextField label="Designation" autoComplete="off" {...fieldProps("designation")} />
          </div>
          <div className={classes.pair}>
            <SelectField label="Priority" options={PRIORITY_OPTIONS} {...fieldProps("priority")} />
            <SelectField label="Status" options={statusOptions(form.status)} {...fieldProps("status")} />
          </div>
          <div className={classes.pair}>
            <RatingInput value={form.rating} error={fieldErrors["rating"]} disabled={busy} onChange={(value) => actor.send({ type: "rating.set", value })} />
            <TextField label="Follow-up date" type="date" {...fieldProps("followUpDate")} />
          </div>
          <TagEditor
            tags={form.tags}
            draft={form.tagDraft}
            error={fieldErrors["tags"] ?? fieldErrors["tagDraft"]}
            disabled={busy}
            onDraft={(value) => actor.send({ type: "form.change", field: "tagDraft", value })}
            onAdd={() => actor.send({ type: "tag.add" })}
            onRemove={(tag) => actor.send({ type: "tag.remove", tag })}
          />
          <TextareaField label="Remarks" rows={3} {...fieldProps("remarks")} />
          <LeadQuestions
            questions={questions}
            loading={loadingQuestions}
            loadError={questionsError}
            answers={form.answers}
            errors={fieldErrors}
            disabled={busy}
            onAnswer={(name, value) => actor.send({ type: "answer.change", name, value })}
            onRetry={() => actor.send({ type: "questions.retry" })}
          />
          {lead === null ? null : (
            <>
              <NotesTimeline notes={lead.notes} />
              <TextareaField
                label="Add note"
                rows={2}
                placeholder="Added to the notes with your name and the time when you save"
                {...fieldProps("note")}
              />
              <TouchList touches={lead.touches} />
              <LeadCapture lead={lead} photo={photo} />
            </>
          )}
        </form>
      )}
    </Dialog>
  );
}
