import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { css } from "styled-system/css";
import {
  SUPPORT_STATUS_LABELS,
  supportCanReply,
  supportEmptyMessage,
  supportListLoading,
  type SupportTicket,
  type supportScreenMachine,
} from "../../machines/support/support-screen.machine.ts";
import { Badge, type BadgeTone } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { formPanel } from "../components/styles.ts";
import { TextareaField } from "../components/textarea-field.tsx";
import { PageLoading } from "../shell/page-loading.tsx";

type SupportScreenActor = ActorRefFrom<typeof supportScreenMachine>;

/** Open waits for the organiser, Answered waits for the exhibitor, Closed is done. */
const STATUS_TONES: Readonly<Record<SupportTicket["status"], BadgeTone>> = { open: "yellow", answered: "green", closed: "grey" };

const panel = css(formPanel);
const list = css({ display: "flex", flexDirection: "column", gap: "3" });
const item = css({ borderWidth: "1px", borderColor: "border.default", borderRadius: "md", bg: "bg.surface" });
const toggle = css({
  display: "flex", width: "full", gap: "3", alignItems: "center", justifyContent: "space-between", padding: "3",
  textAlign: "start", cursor: "pointer", flexWrap: "wrap",
});
const meta = css({ fontSize: "xs", color: "fg.muted" });
const conversation = css({ display: "flex", flexDirection: "column", gap: "3", padding: "3", borderTopWidth: "1px", borderColor: "border.default" });
const message = css({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: "sm" });

const when = (iso: string) => new Date(iso).toLocaleString();

/** "My requests": the company's support requests with their status, conversation and reply box. */
export function SupportRequests({ screen }: { readonly screen: SupportScreenActor }) {
  const snapshot = useSelector(screen, (s) => s);
  const { tickets, error, expanded } = snapshot.context;
  const empty = supportEmptyMessage(snapshot);
  return (
    <section aria-labelledby="support-requests-title" className={panel}>
      <h2 id="support-requests-title" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        My requests
      </h2>
      {supportListLoading(snapshot) ? <PageLoading label="Loading your requests..." /> : null}
      {snapshot.matches("failed") && error !== null ? <LoadError message={error} onRetry={() => screen.send({ type: "list.retry" })} /> : null}
      {empty !== null ? <p>{empty}</p> : null}
      {tickets.length > 0 ? (
        <ul className={list} aria-label="My requests">
          {tickets.map((ticket) => (
            <li key={ticket.ticketId} className={item} data-testid="support-ticket">
              <button
                type="button"
                className={toggle}
                aria-expanded={expanded === ticket.ticketId}
                aria-controls={`support-ticket-${ticket.ticketId}`}
                onClick={() => screen.send({ type: "request.toggle", ticketId: ticket.ticketId })}
              >
                <span className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
                  <span className={css({ fontWeight: "semibold" })}>{ticket.subject}</span>
                  <span className={meta}>
                    {ticket.ticketId} · {when(ticket.createdAt)}
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
  const entries = [{ author: "exhibitor" as const, authorName: "You", message: ticket.message, createdAt: ticket.createdAt }, ...ticket.replies];
  return (
    <div id={`support-ticket-${ticket.ticketId}`} className={conversation}>
      <ol aria-label="Conversation" className={list}>
        {entries.map((entry, index) => (
          <li key={index} data-author={entry.author}>
            <p className={meta}>
              {entry.author === "organiser" ? `${entry.authorName} (Organiser)` : entry.authorName} · {when(entry.createdAt)}
            </p>
            <p className={message}>{entry.message}</p>
          </li>
        ))}
      </ol>
      {supportCanReply(ticket) ? (
        <form
          noValidate
          className={css({ display: "flex", flexDirection: "column", gap: "2" })}
          onSubmit={(event) => {
            event.preventDefault();
            screen.send({ type: "reply.submit" });
          }}
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
        <p className={meta}>This request is closed.</p>
      )}
    </div>
  );
}
