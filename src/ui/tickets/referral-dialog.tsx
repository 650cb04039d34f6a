import { DownloadTrigger } from "@ark-ui/react/download-trigger";
import { useSelector } from "@xstate/react";
import { useId, type FormEvent } from "react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { DISPLAY_ONLY_TYPES, type AnswerableField, type FormField } from "../../rules/referral-form-rules.ts";
import {
  REFERRAL_TEXTS,
  shownErrors,
  submitDisabled,
  submitLabel,
  type ReferralRegistrationSnapshot,
} from "../../machines/tickets/referral-registration.machine.ts";
import type { ScreenReferralRegistrationRef } from "../../machines/tickets/tickets-screen.machine.ts";
import { useCurrentEvent } from "../app/app-context.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { LoadError } from "../components/load-error.tsx";
import { Spinner } from "../components/spinner.tsx";
import { CALENDAR_MIME_TYPE, calendarFileName, eventCalendarFile, hasCalendarDates } from "./calendar-file.ts";
import { FieldNote, FormDisplayField, needsNameText, unsupportedText } from "./form-display-field.tsx";
import { ANSWERABLE_TYPES, FormFieldInput } from "./form-field-input.tsx";
import type { SelectOptionsActor } from "./select-api-form-field.tsx";
import { selectOptionsActorId } from "../../machines/tickets/select-options.machine.ts";
import { uploadActorOf } from "../../machines/forms/upload-fields.ts";
import { passCategoryName, type Pass } from "./pass-figures.ts";
import { SanitizedHtml } from "../components/sanitized-html.tsx";

/**
 * SPEC §2 "Referral registration dialog": the referral form the screen machine started for this
 * opening, on the pass the Register button (or an invite link) named. The form is drawn from the
 * pass's form-field definitions; everything it does is the machines'.
 */

export const REGISTER_DIALOG_DESCRIPTION = "Register User via Referral";

export interface ReferralDialogProps {
  readonly pass: Pass;
  /** The screen's referral form for this opening. */
  readonly form: ScreenReferralRegistrationRef;
  /** Asks the screen to close; it keeps the dialog while a registration is under way. */
  readonly onClose: () => void;
}

/** SPEC §2: a 12-column grid when any field asks for half or full width. */
const usesGrid = (fields: ReadonlyArray<FormField>): boolean =>
  fields.some((field) => field.customClass === "half" || field.customClass === "full");

const gridClass = css({ display: "grid", gridTemplateColumns: "repeat(12, minmax(0, 1fr))", columnGap: "4", rowGap: "4" });
const stackClass = css({ display: "flex", flexDirection: "column", gap: "4" });
// Half-width fields sit side by side from tablet width; on phones every field takes the row.
const fullCell = css({ gridColumn: "span 12", minW: "0" });
const halfCell = css({ gridColumn: { base: "span 12", md: "span 6" }, minW: "0" });
const centred = css({ display: "flex", alignItems: "center", justifyContent: "center", gap: "3", py: "10", color: "fg.muted" });
const errorBanner = css({
  fontSize: "sm",
  bg: "danger.subtle",
  color: "danger.text",
  borderWidth: "1px",
  borderColor: "danger.border",
  borderRadius: "md",
  px: "3",
  py: "2",
});
const successClass = css({ display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: "3", py: "4" });
const successTitle = css({ fontSize: "xl", fontWeight: "bold", color: "success.text" });
const successMessage = css({ fontSize: "sm", color: "fg.default", "& p + p": { mt: "2" }, "& a": { color: "accent.text", textDecoration: "underline" } });
const successActions = css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "2", mt: "2" });
const checkMark = css({
  w: "12",
  h: "12",
  borderRadius: "full",
  bg: "success.subtle",
  color: "success.text",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontSize: "2xl",
  fontWeight: "bold",
});

function FormFields({ snapshot, send }: { readonly snapshot: ReferralRegistrationSnapshot; readonly send: ScreenReferralRegistrationRef["send"] }) {
  const { fields, values } = snapshot.context;
  const errors = shownErrors(snapshot.context);
  const busy = snapshot.hasTag("busy");
  const grid = usesGrid(fields);

  const draw = (field: FormField) => {
    if (DISPLAY_ONLY_TYPES.has(field.type)) return <FormDisplayField field={field} />;
    const name = field.name?.trim();
    if (!name) return <FieldNote text={needsNameText(field.type)} />;
    if (!ANSWERABLE_TYPES.has(field.type)) return <FieldNote text={unsupportedText(field.type, name)} />;
    const answerable = field as AnswerableField;
    return (
      <FormFieldInput
        field={answerable}
        value={values[answerable.name]}
        error={errors[answerable.name]}
        disabled={busy}
        optionsActor={snapshot.children[selectOptionsActorId(answerable.name)] as SelectOptionsActor | undefined}
        uploadActor={uploadActorOf(snapshot, answerable.name)}
        onChange={(value) => send({ type: "field.change", name: answerable.name, value })}
        onBlur={() => send({ type: "field.blur", name: answerable.name })}
      />
    );
  };

  return (
    <div className={grid ? gridClass : stackClass}>
      {fields.map((field) => (
        <div key={field._id} className={grid && field.customClass === "half" ? halfCell : fullCell} data-field-type={field.type}>
          {draw(field)}
        </div>
      ))}
    </div>
  );
}

export function ReferralDialog({ pass, form: actor, onClose }: ReferralDialogProps) {
  const event = useCurrentEvent();
  const snapshot = useSelector(actor, (current) => current);
  const formId = useId();

  const submitting = snapshot.matches("submitting");
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    actor.send({ type: "form.submit" });
  };
  const showsForm = snapshot.matches("ready") || submitting;

  let body;
  if (snapshot.matches("loadingFields")) {
    body = (
      <div role="status" className={centred}>
        <Spinner />
        <span>Loading the registration form...</span>
      </div>
    );
  } else if (snapshot.matches("loadFailed")) {
    body = <LoadError message={snapshot.context.error ?? REFERRAL_TEXTS.loadFailed} onRetry={() => actor.send({ type: "fields.retry" })} />;
  } else if (snapshot.matches("success")) {
    const calendarReady = event !== null && hasCalendarDates(event);
    body = (
      <div className={successClass}>
        <span aria-hidden="true" className={checkMark}>
          ✓
        </span>
        <h3 className={successTitle}>{REFERRAL_TEXTS.successTitle}</h3>
        <SanitizedHtml html={snapshot.context.successMessage ?? REFERRAL_TEXTS.successDefault} className={successMessage} />
        <div className={successActions}>
          <Button onClick={() => actor.send({ type: "registration.again" })}>{REFERRAL_TEXTS.registerAgain}</Button>
          <DownloadTrigger
            className={cx(button({ variant: "outline" }))}
            fileName={calendarFileName(event?.title ?? "event")}
            mimeType={CALENDAR_MIME_TYPE}
            data={() => eventCalendarFile(event!)}
            disabled={!calendarReady}
          >
            Add to Calendar
          </DownloadTrigger>
        </div>
      </div>
    );
  } else {
    body = (
      <form id={formId} noValidate onSubmit={submit} aria-label={`${REGISTER_DIALOG_DESCRIPTION}: ${passCategoryName(pass)}`}>
        {snapshot.hasTag("error") && snapshot.context.error ? (
          <p role="alert" className={cx(errorBanner, css({ mb: "4" }))}>
            {snapshot.context.error}
          </p>
        ) : null}
        <FormFields snapshot={snapshot} send={actor.send} />
      </form>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      size="lg"
      title={REFERRAL_TEXTS.dialogTitle}
      description={`${REGISTER_DIALOG_DESCRIPTION} on the ${passCategoryName(pass)} pass`}
      footer={
        showsForm ? (
          <>
            <Button variant="outline" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={submitDisabled(snapshot)} aria-busy={submitting}>
              {submitLabel(snapshot)}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      {body}
    </Dialog>
  );
}
