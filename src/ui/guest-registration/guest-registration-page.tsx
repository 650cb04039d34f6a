import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { css } from "styled-system/css";
import type { guestRegistrationMachine } from "../../machines/guest-registration/guest-registration.machine.ts";
import type { AnswerableField } from "../../rules/referral-form-rules.ts";
import { screenPage } from "../app/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { SanitizedHtml } from "../components/sanitized-html.tsx";
import { formPanel } from "../components/styles.ts";
import { FullScreenLoading } from "../components/spinner.tsx";
import { FieldNote, FormDisplayField, needsNameText, unsupportedText } from "../tickets/form-display-field.tsx";
import { ANSWERABLE_TYPES, FormFieldInput } from "../tickets/form-field-input.tsx";
import { eventWhenWhere, remainingText, TICKET_EMAIL_TEXTS } from "./guest-registration-text.ts";

/** Route target for /exhibitor/register/<token> (signed out, or signed in outside the shell): a guest registers on a pass. */
export default screenPage("guestRegistration", "Loading...", GuestRegistrationScreen);

type Screen = ActorRefFrom<typeof guestRegistrationMachine>;

const page = css({ minHeight: "100dvh", display: "flex", justifyContent: "center", alignItems: "flex-start", padding: "6", bg: "bg.canvas" });
const panel = css(formPanel, { maxWidth: "xl", width: "full" });
const title = css({ fontSize: "2xl", fontWeight: "semibold", color: "fg.default" });
const muted = css({ color: "fg.muted", fontSize: "sm" });
const alert = css({ color: "danger.text", fontSize: "sm" });

function GuestRegistrationScreen({ screen }: { readonly screen: Screen }) {
  const view = useSelector(
    screen,
    (snapshot) => ({
      state: snapshot.value as string,
      busy: snapshot.hasTag("busy"),
      page: snapshot.context.page,
      values: snapshot.context.values,
      fieldErrors: snapshot.context.fieldErrors,
      message: snapshot.context.message,
      ticket: snapshot.context.ticket,
      successHtml: snapshot.context.successHtml,
    }),
    shallowEqual,
  );
  if (view.state === "loading") return <FullScreenLoading />;
  if (view.state === "loadFailed") {
    return (
      <main className={page}>
        <LoadError message={view.message ?? ""} onRetry={() => screen.send({ type: "data.retry" })} />
      </main>
    );
  }
  if (view.state === "closed" || view.page === null) {
    return (
      <main className={page}>
        <section className={panel} role="alert">
          <h1 className={title}>Registration link</h1>
          <p>{view.message}</p>
        </section>
      </main>
    );
  }
  const { event, exhibitor, pass, fields } = view.page;
  const header = (
    <header>
      <h1 className={title}>{event.title}</h1>
      <p className={muted}>{eventWhenWhere(event)}</p>
      <p>
        Invited by <strong>{exhibitor.companyName}</strong>
      </p>
      <p data-testid="guest-pass">{remainingText(pass)}</p>
    </header>
  );
  if (view.ticket !== null) {
    return (
      <main className={page}>
        <section className={panel} aria-label="Your ticket">
          {header}
          {view.successHtml ? <SanitizedHtml html={view.successHtml} /> : null}
          <p>
            Ticket <strong data-testid="guest-ticket-code">{view.ticket.ticketCode}</strong> ({view.ticket.ticketType}) for {view.ticket.guestName}
          </p>
          {view.ticket.ticketEmail === "failed" ? (
            <p className={alert} role="status">
              {TICKET_EMAIL_TEXTS.failed}
            </p>
          ) : (
            <p className={muted}>{TICKET_EMAIL_TEXTS[view.ticket.ticketEmail]}</p>
          )}
          {view.message ? <p className={alert} role="alert">{view.message}</p> : null}
          <Button onClick={() => screen.send({ type: "badge.download" })} disabled={view.busy} aria-busy={view.busy}>
            {view.busy ? "Downloading..." : "Download badge"}
          </Button>
        </section>
      </main>
    );
  }
  const submitting = view.state === "submitting";
  return (
    <main className={page}>
      <form
        className={panel}
        noValidate
        aria-label="Register"
        onSubmit={(e) => {
          e.preventDefault();
          screen.send({ type: "form.submit" });
        }}
      >
        {header}
        {view.message ? <p className={alert} role="alert">{view.message}</p> : null}
        {fields.map((field) => {
          if (!ANSWERABLE_TYPES.has(field.type)) {
            if (["title", "html", "info", "line"].includes(field.type)) return <FormDisplayField key={field._id} field={field} />;
            return <FieldNote key={field._id} text={unsupportedText(field.type, field.name ?? "")} />;
          }
          if (!field.name) return <FieldNote key={field._id} text={needsNameText(field.type)} />;
          const answerable = field as AnswerableField;
          return (
            <FormFieldInput
              key={field._id}
              field={answerable}
              value={view.values[answerable.name]}
              error={view.fieldErrors[answerable.name]}
              disabled={submitting}
              onChange={(value) => screen.send({ type: "field.change", name: answerable.name, value })}
              onBlur={() => undefined}
            />
          );
        })}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? "Registering..." : "Register"}
        </Button>
      </form>
    </main>
  );
}
