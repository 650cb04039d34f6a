import { DownloadTrigger } from "@ark-ui/react/download-trigger";
import { useSelector } from "@xstate/react";
import { useId, type FormEvent } from "react";
import { cx } from "styled-system/css";
import { button, referralDialog } from "styled-system/recipes";
import { DISPLAY_ONLY_TYPES, type AnswerableField, type FormField } from "../../rules/form-rules.ts";
import { REFERRAL_TEXTS, type ReferralRegistrationSnapshot } from "../../machines/tickets/referral-registration.machine.ts";
import { shownErrors, submitDisabled, submitLabel } from "../../machines/tickets/referral-form-view.ts";
import type { ScreenReferralRegistrationRef } from "../../machines/tickets/tickets-screen.machine.ts";
import type { badgeDownloadMachine } from "../../machines/tickets/badge-download.machine.ts";
import type { ActorRefFrom } from "xstate";
import { RegisteredTicketSummary } from "./registered-ticket.tsx";
import { useCurrentEvent } from "../screen/app-context.ts";
import { Button } from "../components/button.tsx";
import { CancelButton } from "../components/cancel-button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { LoadError } from "../components/load-error.tsx";
import { Spinner } from "../components/spinner.tsx";
import { CALENDAR_MIME_TYPE, calendarFileName, eventCalendarFile, hasCalendarDates } from "./calendar-file.ts";
import { FieldNote, FormDisplayField, needsNameText, unsupportedText } from "../forms/form-display-field.tsx";
import { ANSWERABLE_TYPES, FormFieldInput } from "../forms/form-field-input.tsx";
import type { SelectOptionsActor } from "../forms/select-api-form-field.tsx";
import { selectOptionsActorId } from "../../machines/forms/select-options.machine.ts";
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
  /** The screen's badge download, for the badge of the ticket a registration issued. */
  readonly badge: ActorRefFrom<typeof badgeDownloadMachine>;
}

/** SPEC §2: a 12-column grid when any field asks for half or full width. */
const usesGrid = (fields: ReadonlyArray<FormField>): boolean =>
  fields.some((field) => field.customClass === "half" || field.customClass === "full");

const { grid: gridClass, stack: stackClass, fullCell, halfCell, centred, errorBanner, errorBannerGap, success: successClass, successTitle, successMessage, successActions, checkMark } = referralDialog();

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

export function ReferralDialog({ pass, form: actor, onClose, badge }: ReferralDialogProps) {
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
        {snapshot.context.ticket ? <RegisteredTicketSummary ticket={snapshot.context.ticket} categoryName={passCategoryName(pass)} badge={badge} /> : null}
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
          <p role="alert" className={cx(errorBanner, errorBannerGap)}>
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
            <CancelButton onClick={onClose} disabled={submitting} />
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
