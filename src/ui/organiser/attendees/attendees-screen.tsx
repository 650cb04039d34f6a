import { useSelector } from "@xstate/react";
import { useRef } from "react";
import { organiserAttendees } from "styled-system/recipes";
import type { AnyActorRef } from "xstate";
import { queueRows } from "../../../machines/data/queue-view.ts";
import type { AttendeesScreenActor as AttendeesActor } from "../../../machines/organiser/attendees/attendees-screen.machine.ts";
import { ATTENDEE_TEXTS, type OrganiserAttendee } from "../../../machines/organiser/attendees/attendees-screen.types.ts";
import { isPrinting, printAllLabel } from "../../../machines/organiser/attendees/attendees-view.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { onFileChosen } from "../../components/file-choice.ts";
import { QueuePager, QueueReadState, QueueSearch, queueClasses as queue, type QueueListActor } from "../../components/queue-list.tsx";
import { PageHeader } from "../../screen/page-header.tsx";
import { AttendeeCancelDialog, AttendeeEditDialog } from "./attendee-dialogs.tsx";
import { ImportPreviewPanel } from "./import-preview-panel.tsx";

const classes = organiserAttendees();

/** The organiser's imported attendees: import a CSV, search, print one badge or all of them. */
export default function AttendeesScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as AttendeesActor;
  const { list, editor, canceller } = useSelector(actor, (snapshot) => snapshot.children);
  return (
    <>
      <PageHeader
        title="Attendees"
        description="The attendees you imported from your registration system, each with a badge every exhibitor can scan: import a CSV, find someone, correct or cancel them, print one badge or all of them."
      />
      {list === undefined ? null : <Attendees actor={actor} list={list} />}
      {editor === undefined ? null : <AttendeeEditDialog dialog={editor} />}
      {canceller === undefined ? null : <AttendeeCancelDialog canceller={canceller} />}
    </>
  );
}

function Attendees({ actor, list }: { readonly actor: AttendeesActor; readonly list: QueueListActor }) {
  const busy = useSelector(list, (snapshot) => snapshot.hasTag("busy"));
  const attendees = useSelector(list, queueRows<OrganiserAttendee>);
  return (
    <section className={queue.body} aria-label="Attendees and badges" aria-busy={busy}>
      <ImportBar actor={actor} />
      <ImportPreviewPanel actor={actor} />
      <ImportOutcome actor={actor} />
      <QueueSearch list={list} placeholder="Name, e-mail, company or badge id" />
      <QueueReadState list={list} loadingLabel="Loading attendees..." empty={ATTENDEE_TEXTS.empty} />
      {attendees.length > 0 ? (
        <ul className={queue.list} aria-label="Attendees">
          {attendees.map((attendee) => (
            <AttendeeRow key={attendee._id} actor={actor} attendee={attendee} />
          ))}
        </ul>
      ) : null}
      <QueuePager list={list} />
    </section>
  );
}

/** "Import CSV" (opens the hidden file input, so the button looks like every other) and "Print all badges". */
function ImportBar({ actor }: { readonly actor: AttendeesActor }) {
  const input = useRef<HTMLInputElement>(null);
  const idle = useSelector(actor, (s) => s.matches("idle"));
  const reading = useSelector(actor, (s) => s.matches("previewing"));
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
      <Button disabled={!idle} aria-busy={reading} onClick={() => input.current?.click()}>
        {reading ? "Reading..." : "Import CSV"}
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

/** One attendee: who they are, their ticket and badge id, and Edit, Cancel ticket and Print badge (a cancelled one only shows it is). */
function AttendeeRow({ actor, attendee }: { readonly actor: AttendeesActor; readonly attendee: OrganiserAttendee }) {
  const printing = useSelector(actor, (s) => isPrinting(s, attendee._id));
  const printable = useSelector(actor, (s) => s.can({ type: "badge.print", attendee }));
  const { editor, canceller } = useSelector(actor, (s) => s.children);
  const cancelled = attendee.status === "cancelled";
  const work = [attendee.designation, attendee.company].filter(Boolean).join(" · ");
  return (
    <li className={queue.row} data-testid="attendee-row">
      <div className={queue.person}>
        <span className={queue.name}>{attendee.name}</span>
        {work ? <span className={queue.detail}>{work}</span> : null}
        {attendee.email ? <span className={queue.detail}>{attendee.email}</span> : null}
      </div>
      <div className={queue.meta}>
        <span>{attendee.ticketType}</span>
        <span>
          Ticket <span className={queue.code}>{attendee.ticketCode}</span>
        </span>
        {attendee.badgeId ? (
          <span>
            Badge id <span className={queue.code}>{attendee.badgeId}</span>
          </span>
        ) : null}
      </div>
      <div className={queue.actions}>
        {cancelled ? <Badge tone="red">Cancelled</Badge> : attendee.status === "used" ? <Badge tone="green">Checked in</Badge> : null}
        {cancelled || editor === undefined || canceller === undefined ? null : (
          <>
            <Button size="sm" variant="outline" aria-label={`Edit ${attendee.name}`} onClick={() => editor.send({ type: "dialog.openEdit", record: attendee })}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Cancel the ticket of ${attendee.name}`}
              onClick={() => canceller.send({ type: "action.request", subject: attendee, kind: "cancel" })}
            >
              Cancel ticket
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={!printable}
          aria-busy={printing}
          aria-label={`Print the badge of ${attendee.name}`}
          onClick={() => actor.send({ type: "badge.print", attendee })}
        >
          {printing ? "Printing..." : "Print badge"}
        </Button>
      </div>
    </li>
  );
}
