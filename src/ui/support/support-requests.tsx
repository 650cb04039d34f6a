import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { support } from "styled-system/recipes";
import {
  SUPPORT_STATUS_LABELS,
  supportCanReply,
  supportEmptyMessage,
  supportListLoading,
  type SupportTicket,
  type supportScreenMachine,
} from "../../machines/support/support-screen.machine.ts";
import { conversationOf, requestDate } from "../../machines/support/support-conversation.ts";
import { Badge, type BadgeTone } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

type SupportScreenActor = ActorRefFrom<typeof supportScreenMachine>;

/** Open waits for the organiser, Answered waits for the exhibitor, Closed is done. */
const STATUS_TONES: Readonly<Record<SupportTicket["status"], BadgeTone>> = { open: "yellow", answered: "green", closed: "grey" };

const classes = support();

/** "My requests": the company's support requests with their status, conversation and reply box. */
export function SupportRequests({ screen }: { readonly screen: SupportScreenActor }) {
  const snapshot = useSelector(screen, (s) => s);
  const { tickets, error, expanded } = snapshot.context;
  const empty = supportEmptyMessage(snapshot);
  return (
    <section aria-labelledby="support-requests-title" className={classes.panel}>
      <h2 id="support-requests-title" className={classes.heading}>
        My requests
      </h2>
      {supportListLoading(snapshot) ? <PageLoading label="Loading your requests..." /> : null}
      {snapshot.matches("failed") && error !== null ? <LoadError message={error} onRetry={() => screen.send({ type: "list.retry" })} /> : null}
      {empty !== null ? <p>{empty}</p> : null}
      {tickets.length > 0 ? (
        <ul className={classes.list} aria-label="My requests">
          {tickets.map((ticket) => (
            <li key={ticket.ticketId} className={classes.item} data-testid="support-ticket">
              <button
                type="button"
                className={classes.toggle}
                aria-expanded={expanded === ticket.ticketId}
                aria-controls={`support-ticket-${ticket.ticketId}`}
                onClick={() => screen.send({ type: "request.toggle", ticketId: ticket.ticketId })}
              >
                <span className={classes.summary}>
                  <span className={classes.subject}>{ticket.subject}</span>
                  <span className={classes.meta}>
                    {ticket.ticketId} · <time dateTime={ticket.createdAt}>{requestDate(ticket)}</time>
                  </span>
                </span>
                <Badge tone={STATUS_TONES[ticket.status]}>{SUPPORT_STATUS_LABELS[ticket.status]}</Badge>
              </button>
              {expanded === ticket.ticketId ? <Conversation screen={screen} ticket={ticket} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Conversation({ screen, ticket }: { readonly screen: SupportScreenActor; readonly ticket: SupportTicket }) {
  const draft = useSelector(screen, (s) => s.context.draft);
  const replyError = useSelector(screen, (s) => s.context.replyError);
  const sending = useSelector(screen, (s) => s.matches({ loaded: { conversation: "replying" } }));
  const me = useSelector(screen, (s) => s.context.me);
  const entries = conversationOf(ticket, me);
  return (
    <div id={`support-ticket-${ticket.ticketId}`} className={classes.conversation}>
      <ol aria-label="Conversation" className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.key} data-author={entry.author} data-mine={entry.mine}>
            <p className={classes.meta}>
              {entry.who} · <time dateTime={entry.createdAt}>{entry.when}</time>
            </p>
            <p className={classes.message}>{entry.message}</p>
          </li>
        ))}
      </ol>
      {supportCanReply(ticket) ? (
        <form
          noValidate
          className={classes.reply}
          onSubmit={onFormSubmit(() => screen.send({ type: "reply.submit" }))}
        >
          <TextareaField
            label="Your reply"
            rows={3}
            value={draft}
            error={replyError}
            onChange={(event) => screen.send({ type: "reply.change", message: event.target.value })}
          />
          <Button type="submit" size="sm" disabled={sending} aria-busy={sending}>
            {sending ? "Sending..." : "Send Reply"}
          </Button>
        </form>
      ) : (
        <p className={classes.meta}>This request is closed.</p>
      )}
    </div>
  );
}
