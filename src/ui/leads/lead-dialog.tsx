import { useSelector } from "@xstate/react";
import type { ChangeEvent, FormEvent } from "react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import { LEAD_PRIORITIES } from "../../machines/leads/lead-form.ts";
import { dialogMode, submitLabel, type entityDialogMachine } from "../../machines/forms/entity-dialog.machine.ts";
import { Button } from "../components/button.tsx";
import { EntityDeleteDialog } from "../components/entity-delete-dialog.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";

/** The lead dialog a screen machine owns (Lead Management's `dialog`, the dashboard's `leadDialog`). */
export type LeadDialogActor = ActorRefFrom<typeof entityDialogMachine>;

const PRIORITY_LABELS: Readonly<Record<string, string>> = { high: "High", medium: "Medium", low: "Low" };
const PRIORITY_OPTIONS = LEAD_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] ?? value }));

/** SPEC §3 names these statuses (lead page examples and the lead schema); the contract allows any text. */
const STATUSES = ["new", "contacted", "follow-up", "qualified", "nurture", "converted", "lost"] as const;
const statusLabel = (status: string): string =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/-/g, " ");
/** The known statuses, plus the lead's own when it has another, so an edit never changes it unasked. */
const statusOptions = (current: string) =>
  [...STATUSES, ...(current !== "" && !(STATUSES as ReadonlyArray<string>).includes(current) ? [current] : [])].map((value) => ({
    value,
    label: statusLabel(value),
  }));

const FORM_ID = "lead-dialog-form";
const pair = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });

const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/**
 * The Add Lead / Edit Lead dialog and its delete question, over the entity-dialog machine its screen
 * invokes (Lead Management and the dashboard's Add New Lead). Texts and toasts come from the
 * machine (entity-messages.ts); this view only draws the form and sends events.
 */
export function LeadDialog({ dialog: actor }: { readonly dialog: LeadDialogActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.hasTag("open"));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const mode = useSelector(actor, dialogMode);
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const editing = mode === "edit";
  const label = useSelector(actor, (snapshot) => submitLabel(snapshot, editing ? "Update Lead" : "Add Lead"));

  const change = (field: string) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    actor.send({ type: "form.change", field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "form.submit" });
  };
  const fieldProps = (field: string) => ({
    name: field,
    value: text(form[field]),
    onChange: change(field),
    error: fieldErrors[field],
    disabled: busy,
  });

  return (
    <>
      <Dialog
        open={open}
        onClose={() => actor.send({ type: "dialog.close" })}
        title={editing ? "Edit Lead" : "Add Lead"}
        description={editing ? "Change this lead's details." : "Record a visitor you met, with how interested they are."}
        footer={
          <>
            <Button variant="outline" onClick={() => actor.send({ type: "dialog.close" })} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} disabled={busy} aria-busy={busy}>
              {label}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={submit} className={css({ display: "flex", flexDirection: "column", gap: "4", pb: "2" })}>
          {error ? (
            <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
              {error}
            </p>
          ) : null}
          <TextField label="Full Name" requiredMark autoComplete="off" {...fieldProps("fullName")} />
          <div className={pair}>
            <TextField label="Email" type="email" autoComplete="off" {...fieldProps("emailId")} />
            <TextField label="Phone" type="tel" autoComplete="off" {...fieldProps("phone")} />
          </div>
          <div className={pair}>
            <TextField label="Company" autoComplete="off" {...fieldProps("companyName")} />
            <TextField label="Designation" autoComplete="off" {...fieldProps("designation")} />
          </div>
          <div className={pair}>
            <SelectField label="Priority" options={PRIORITY_OPTIONS} {...fieldProps("priority")} />
            <SelectField label="Status" options={statusOptions(text(form["status"]))} {...fieldProps("status")} />
          </div>
          <TextareaField label="Remarks" rows={3} {...fieldProps("remarks")} />
        </form>
      </Dialog>
      <EntityDeleteDialog dialog={actor} entity="lead" title="Delete Lead" />
    </>
  );
}
