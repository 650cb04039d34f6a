import { useSelector } from "@xstate/react";
import { useRef } from "react";
import { organiserAttendees } from "styled-system/recipes";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import type { attendeesScreenMachine, OrganiserAttendee } from "../../../machines/organiser/attendees/attendees-screen.machine.ts";
import { attendeesEmptyMessage, attendeesFirstLoad, attendeesRange, isPrinting, printAllLabel } from "../../../machines/organiser/attendees/attendees-view.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/field.tsx";
import { onFileChosen } from "../../components/file-choice.ts";
import { onFormSubmit } from "../../components/form-submit.ts";
import { PageHeader } from "../../screen/page-header.tsx";
import { QueuePager } from "../queue-pager.tsx";
import { QueueReadState } from "../queue-read-state.tsx";

type AttendeesActor = ActorRefFrom<typeof attendeesScreenMachine>;

const classes = organiserAttendees();

/** The organiser's imported attendees: import a CSV, search, print one badge or all of them. */
export default function AttendeesScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as AttendeesActor;
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const { page } = context;
  const empty = attendeesEmptyMessage(snapshot);
  const range = attendeesRange(context);
  const idle = snapshot.matches({ ready: "idle" });
  return (
    <>
      <PageHeader
        title="Attendees"
        description="The attendees you imported from your registration system, each with a badge every exhibitor can scan: import a CSV, find someone, print one badge or all of them."
      />
      <section className={classes.body} aria-label="Attendees and badges" aria-busy={snapshot.hasTag("busy")}>
        <ImportBar actor={actor} idle={idle} />
        <ImportOutcome actor={actor} />
        <form role="search" className={classes.search} onSubmit={onFormSubmit(() => actor.send({ type: "search.submit" }))}>
          <TextField
            label="Search"
            type="search"
            placeholder="Name, e-mail, company or badge id"
            value={context.searchDraft}
            onChange={(event) => actor.send({ type: "search.change", text: event.target.value })}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <QueueReadState actor={actor} firstLoad={attendeesFirstLoad(snapshot)} loadingLabel="Loading attendees..." empty={empty} emptyClassName={classes.empty} />
        {page !== null && page.attendees.length > 0 ? (
          <ul className={classes.list} aria-label="Attendees">
            {page.attendees.map((attendee) => (
              <AttendeeRow key={attendee._id} actor={actor} attendee={attendee} idle={idle} />
            ))}
          </ul>
        ) : null}
        <QueuePager actor={actor} className={classes.pager} range={range} />
      </section>
    </>
  );
}

/** "Import CSV" (opens the hidden file input, so the button looks like every other) and "Print all badges". */
function ImportBar({ actor, idle }: { readonly actor: AttendeesActor; readonly idle: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const importing = useSelector(actor, (s) => s.matches({ ready: "importing" }));
  const printingAll = useSelector(actor, (s) => isPrinting(s, "all"));
  const canPrintAll = useSelector(actor, (s) => s.can({ type: "badges.printAll" }));
  const label = useSelector(actor, (s) => printAllLabel(s.context));
  return (
    <div className={classes.toolbar}>
      <input
        ref={input}
        className={classes.fileInput}
        aria-label="CSV file of attendees"
        tabIndex={-1}
        type="file"
        accept=".csv,text/csv"
        disabled={!idle}
        onChange={onFileChosen((file) => actor.send({ type: "import.choose", file }))}
      />
      <Button disabled={!idle} aria-busy={importing} onClick={() => input.current?.click()}>
        {importing ? "Importing..." : "Import CSV"}
      </Button>
      <Button variant="outline" disabled={!canPrintAll} aria-busy={printingAll} onClick={() => actor.send({ type: "badges.printAll" })}>
        {printingAll ? "Printing..." : label}
      </Button>
    </div>
  );
}

/** What the last import did: how many were imported (and the badge id warning), or each line to fix. */
function ImportOutcome({ actor }: { readonly actor: AttendeesActor }) {
  const imported = useSelector(actor, (s) => s.context.imported);
  const refusal = useSelector(actor, (s) => s.context.importRefusal);
  if (imported === null && refusal === null) return null;
  const dismiss = (
    <div>
      <Button size="sm" variant="ghost" onClick={() => actor.send({ type: "import.dismiss" })}>
        Dismiss
      </Button>
    </div>
  );
  if (refusal !== null) {
    return (
      <div className={classes.outcome} role="alert" aria-label="Import refused">
        <p>{refusal.message}</p>
        {refusal.lines.length > 0 ? (
          <ul className={classes.problems} aria-label="Lines to fix">
            {refusal.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {dismiss}
      </div>
    );
  }
  return (
    <div className={classes.outcome} role="status" aria-label="Import result">
      <p>{imported!.message}</p>
      {imported!.data.warning ? <p>{imported!.data.warning}</p> : null}
      {dismiss}
    </div>
  );
}

function AttendeeRow(props: { readonly actor: AttendeesActor; readonly attendee: OrganiserAttendee; readonly idle: boolean }) {
  const { actor, attendee, idle } = props;
  const printing = useSelector(actor, (s) => isPrinting(s, attendee._id));
  const cancelled = attendee.status === "cancelled";
  const work = [attendee.designation, attendee.company].filter(Boolean).join(" · ");
  return (
    <li className={classes.row} data-testid="attendee-row">
      <div className={classes.person}>
        <span className={classes.name}>{attendee.name}</span>
        {work ? <span className={classes.detail}>{work}</span> : null}
        {attendee.email ? <span className={classes.detail}>{attendee.email}</span> : null}
      </div>
      <div className={classes.meta}>
        <span>{attendee.ticketType}</span>
        <span>
          Ticket <span className={classes.code}>{attendee.ticketCode}</span>
        </span>
        {attendee.badgeId ? (
          <span>
            Badge id <span className={classes.code}>{attendee.badgeId}</span>
          </span>
        ) : null}
      </div>
      <div className={classes.actions}>
        {cancelled ? <Badge tone="red">Cancelled</Badge> : attendee.status === "used" ? <Badge tone="green">Checked in</Badge> : null}
        <Button
          size="sm"
          variant="outline"
          disabled={!idle || cancelled}
          aria-busy={printing}
          aria-label={`Print the badge of ${attendee.name}`}
          onClick={() => actor.send({ type: "badge.print", id: attendee._id })}
        >
          {printing ? "Printing..." : "Print badge"}
        </Button>
      </div>
    </li>
  );
}
