import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { guestRegistrationPage } from "styled-system/recipes";
import type { guestRegistrationMachine } from "../../machines/guest-registration/guest-registration.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { SanitizedHtml } from "../components/sanitized-html.tsx";
import { FullScreenLoading } from "../components/spinner.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { GuestFormFields } from "../forms/guest-form-fields.tsx";
import { eventWhenWhere, remainingText, TICKET_EMAIL_TEXTS } from "./guest-registration-text.ts";

/** Route target for /exhibitor/register/<token> (signed out, or signed in outside the shell): a guest registers on a pass. */
export default screenPage("guestRegistration", "Loading...", GuestRegistrationScreen);

type Screen = ActorRefFrom<typeof guestRegistrationMachine>;

const { root: page, panel, title, note: muted, alert } = guestRegistrationPage();

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
      tryOut: snapshot.context.tryOut,
      uploading: snapshot.context.uploading.length > 0,
      // Off for a pass that filled while the guest typed (and while an upload runs).
      canRegister: snapshot.can({ type: "form.submit" }),
    }),
    shallowEqual,
  );
  // The upload fields the machine spawned when the page arrived, one per image or file field.
  const children = useSelector(screen, (snapshot) => snapshot.children, shallowEqual);
  // The event the guest registers for, as the page's heading says (the link's own heading when it is closed).
  useDocumentTitle(view.page?.event.title ?? "Registration link");
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
  if (view.state === "full") {
    return (
      <main className={page}>
        <section className={panel} aria-label="Registration closed">
          {header}
          <p className={alert} role="alert">
            {view.message}
          </p>
        </section>
      </main>
    );
  }
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
        <GuestFormFields
          fields={fields}
          values={view.values}
          fieldErrors={view.fieldErrors}
          disabled={submitting}
          showLeftOut={view.tryOut}
          ownerChildren={children}
          onChange={(name, value) => screen.send({ type: "field.change", name, value })}
        />
        <Button type="submit" disabled={submitting || view.uploading || !view.canRegister} aria-busy={submitting || view.uploading}>
          {submitting ? "Registering..." : view.uploading ? "Uploading..." : "Register"}
        </Button>
      </form>
    </main>
  );
}
