import type { ActorRefFrom } from "xstate";
import { registrationsQueue } from "styled-system/recipes";
import { formatShortDateTime } from "../../../format/date-time.ts";
import type { registrationsScreenMachine } from "../../../machines/organiser/registrations/registrations-screen.machine.ts";
import type { OrganiserRegistration } from "../../../machines/organiser/registrations/registrations-screen.types.ts";
import { Badge, type BadgeTone } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";

const classes = registrationsQueue();

const STATUS_TONES: Readonly<
  Record<OrganiserRegistration["status"], BadgeTone>
> = { pending: "yellow", approved: "green", rejected: "red" };
const STATUS_WORDS: Readonly<Record<OrganiserRegistration["status"], string>> =
  { pending: "Pending", approved: "Approved", rejected: "Rejected" };

/**
 * One registration of the queue: its choice box, the guest, the company and pass, its status and,
 * while pending, Approve and Reject; once decided, Undo decision (back to pending). Each button's name says
 * whose registration it acts on.
 */
export function RegistrationRow(props: {
  readonly actor: ActorRefFrom<typeof registrationsScreenMachine>;
  readonly registration: OrganiserRegistration;
  readonly chosen: boolean;
  readonly idle: boolean;
}) {
  const { actor, registration, chosen, idle } = props;
  const pending = registration.status === "pending";
  const who = registration.name || registration.email || "this guest";
  const phone = registration.mobile
    ? `+${registration.phoneCode ?? ""} ${registration.mobile}`
    : null;
  return (
    <li className={classes.row} data-testid="registration-row">
      <input
        type="checkbox"
        className={classes.choice}
        aria-label={`Choose ${registration.name || "this registration"}`}
        checked={chosen}
        disabled={!pending || !idle}
        onChange={() =>
          actor.send({ type: "selection.toggle", id: registration._id })
        }
      />
      <div className={classes.person}>
        <span className={classes.name}>
          {registration.name || registration.email || "Unnamed guest"}
        </span>
        {registration.email ? (
          <span className={classes.detail}>{registration.email}</span>
        ) : null}
        {phone ? <span className={classes.detail}>{phone}</span> : null}
      </div>
      <div className={classes.meta}>
        <span>
          {registration.exhibitor.name} · {registration.pass.category}
        </span>
        <span>
          {registration.viaLink ? "Public link" : "Team"} ·{" "}
          <time dateTime={registration.createdAt}>
            {formatShortDateTime(registration.createdAt)}
          </time>
          {registration.ticketCode ? ` · ${registration.ticketCode}` : ""}
        </span>
        {registration.decidedBy ? (
          <span>Decided by {registration.decidedBy}</span>
        ) : null}
      </div>
      <div className={classes.actions}>
        <Badge tone={STATUS_TONES[registration.status]}>
          {STATUS_WORDS[registration.status]}
        </Badge>
        {pending ? (
          <>
            <Button
              size="sm"
              disabled={!idle}
              aria-label={`Approve ${who}`}
              onClick={() =>
                actor.send({
                  type: "decision.open",
                  decision: "approve",
                  id: registration._id,
                })
              }
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!idle}
              aria-label={`Reject ${who}`}
              onClick={() =>
                actor.send({
                  type: "decision.open",
                  decision: "reject",
                  id: registration._id,
                })
              }
            >
              Reject
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            disabled={!idle}
            aria-label={`Undo decision on ${who}`}
            onClick={() => actor.send({ type: "decision.open", decision: "reopen", id: registration._id })}
          >
            Undo decision
          </Button>
        )}
      </div>
    </li>
  );
}
