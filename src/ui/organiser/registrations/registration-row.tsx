import { useSelector } from "@xstate/react";
import { formatShortDateTime } from "../../../format/date-time.ts";
import type { Decision, OrganiserRegistration } from "../../../machines/organiser/registrations/registrations-screen.types.ts";
import { Badge, type BadgeTone } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { choosableQueueClasses as classes, type QueueListActor } from "../../components/queue-list.tsx";
import type { RegistrationsScreenActor as RegistrationsActor } from "../../../machines/organiser/registrations/registrations-screen.machine.ts";

const STATUS_TONES: Readonly<Record<OrganiserRegistration["status"], BadgeTone>> = { pending: "yellow", approved: "green", rejected: "red" };
const STATUS_WORDS: Readonly<Record<OrganiserRegistration["status"], string>> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };

/** Each decision button: its words, its look, and the name it gives the button with the guest's. */
const DECISION_BUTTONS: ReadonlyArray<{ readonly decision: Decision; readonly label: string; readonly variant: "solid" | "outline" | "ghost"; readonly names: string }> = [
  { decision: "approve", label: "Approve", variant: "solid", names: "Approve" },
  { decision: "reject", label: "Reject", variant: "outline", names: "Reject" },
  { decision: "reopen", label: "Undo decision", variant: "ghost", names: "Undo decision on" },
];

/**
 * One registration of the queue: its choice box, the guest, the company and pass, its status and,
 * while pending, Approve and Reject; once decided, Undo decision (back to pending). Each button's name
 * says whose registration it acts on.
 */
export function RegistrationRow(props: { readonly actor: RegistrationsActor; readonly list: QueueListActor; readonly registration: OrganiserRegistration }) {
  const { actor, list, registration } = props;
  const chosen = useSelector(list, (snapshot) => snapshot.context.selected.includes(registration._id));
  const choosable = useSelector(list, (snapshot) => snapshot.can({ type: "selection.toggle", id: registration._id }));
  const idle = useSelector(actor, (snapshot) => snapshot.matches("idle"));
  const pending = registration.status === "pending";
  const who = registration.name || registration.email || "this guest";
  const phone = registration.mobile ? `+${registration.phoneCode ?? ""} ${registration.mobile}` : null;
  return (
    <li className={classes.row} data-testid="registration-row">
      <input
        type="checkbox"
        className={classes.choice}
        aria-label={`Choose ${registration.name || "this registration"}`}
        checked={chosen}
        disabled={!choosable}
        onChange={() => list.send({ type: "selection.toggle", id: registration._id })}
      />
      <div className={classes.person}>
        <span className={classes.name}>{registration.name || registration.email || "Unnamed guest"}</span>
        {registration.email ? <span className={classes.detail}>{registration.email}</span> : null}
        {phone ? <span className={classes.detail}>{phone}</span> : null}
      </div>
      <div className={classes.meta}>
        <span>
          {registration.exhibitor.name} · {registration.pass.category}
        </span>
        <span>
          {registration.viaLink ? "Public link" : "Team"} · <time dateTime={registration.createdAt}>{formatShortDateTime(registration.createdAt)}</time>
          {registration.ticketCode ? ` · ${registration.ticketCode}` : ""}
        </span>
        {registration.decidedBy ? <span>Decided by {registration.decidedBy}</span> : null}
      </div>
      <div className={classes.actions}>
        <Badge tone={STATUS_TONES[registration.status]}>{STATUS_WORDS[registration.status]}</Badge>
        {DECISION_BUTTONS.filter((button) => (button.decision === "reopen") !== pending).map((button) => (
          <Button
            key={button.decision}
            size="sm"
            variant={button.variant}
            disabled={!idle}
            aria-label={`${button.names} ${who}`}
            onClick={() => actor.send({ type: "decision.open", decision: button.decision, registrations: [registration] })}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </li>
  );
}
