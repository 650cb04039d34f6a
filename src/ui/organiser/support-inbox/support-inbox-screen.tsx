import { useSelector } from "@xstate/react";
import { supportInbox } from "styled-system/recipes";
import type { AnyActorRef } from "xstate";
import { formatShortDateTime } from "../../../format/date-time.ts";
import { queueRows } from "../../../machines/data/queue-view.ts";
import type { SupportInboxScreenActor as InboxActor } from "../../../machines/organiser/support-inbox/support-inbox-screen.machine.ts";
import { INBOX_MESSAGES, INBOX_STATUS_LABELS, INBOX_TAB_LABELS, type InboxRequest } from "../../../machines/organiser/support-inbox/support-inbox-screen.types.ts";
import { Badge, type BadgeTone } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { QueuePager, QueueReadState, QueueStatusTabs, queueClasses as queue, type QueueListActor } from "../../components/queue-list.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";
import { PageHeader } from "../../screen/page-header.tsx";

const classes = supportInbox();

/** Open waits for the organiser, Answered for the exhibitor, Closed is done. */
const STATUS_TONES: Readonly<Record<InboxRequest["status"], BadgeTone>> = { open: "yellow", answered: "green", closed: "grey" };
const PRIORITY_TONES: Readonly<Record<InboxRequest["priority"], BadgeTone>> = { high: "red", medium: "blue", low: "grey" };
const PRIORITY_WORDS: Readonly<Record<InboxRequest["priority"], string>> = { high: "High priority", medium: "Medium priority", low: "Low priority" };

/** Every exhibitor's support requests of the event: tabs, the requests, one conversation with the answer box, pages. */
export default function SupportInboxScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as InboxActor;
  const list = useSelector(actor, (snapshot) => snapshot.children.list);
  return (
    <>
      <PageHeader title="Support inbox" description="Every exhibitor's support requests: answer them, close them when done." />
      {list === undefined ? null : <Inbox actor={actor} list={list} />}
    </>
  );
}

function Inbox({ actor, list }: { readonly actor: InboxActor; readonly list: QueueListActor }) {
  const requests = useSelector(list, queueRows<InboxRequest>);
  const open = useSelector(actor, (snapshot) => snapshot.context.open?.ticketId ?? null);
  return (
    <section className={queue.body} aria-label="Support requests by status">
      <QueueStatusTabs list={list} labels={INBOX_TAB_LABELS} />
      <QueueReadState list={list} loadingLabel="Loading support requests..." empty={INBOX_MESSAGES.empty} />
      {requests.length > 0 ? (
        <ul className={classes.list} aria-label="Support requests">
          {requests.map((request) => (
            <li key={request.ticketId} className={classes.item} data-testid="inbox-request">
              <button
                type="button"
                className={classes.toggle}
                aria-expanded={open === request.ticketId}
                aria-controls={`inbox-request-${request.ticketId}`}
                onClick={() => actor.send({ type: "request.toggle", request })}
              >
                <span className={classes.summary}>
                  <span className={classes.subject}>{request.subject}</span>
                  <span className={classes.meta}>
                    {request.ticketId} · {request.exhibitor.name} · {request.authorName} · <time dateTime={request.createdAt}>{formatShortDateTime(request.createdAt)}</time>
                  </span>
                </span>
                <span className={classes.badges}>
                  <Badge tone={PRIORITY_TONES[request.priority]}>{PRIORITY_WORDS[request.priority]}</Badge>
                  <Badge tone={STATUS_TONES[request.status]}>{INBOX_STATUS_LABELS[request.status]}</Badge>
                </span>
              </button>
              {open === request.ticketId ? <Conversation actor={actor} request={request} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <QueuePager list={list} />
    </section>
  );
}

/** When and by whom an entry of the conversation was written. */
function EntryLine({ who, at }: { readonly who: string; readonly at: string }) {
  return (
    <p className={classes.meta}>
      {who} · <time dateTime={at}>{formatShortDateTime(at)}</time>
    </p>
  );
}

/** The request and every answer and follow-up, then the answer box and Close, or Reopen once closed. */
function Conversation({ actor, request }: { readonly actor: InboxActor; readonly request: InboxRequest }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const actionError = useSelector(actor, (s) => s.context.actionError);
  const replying = useSelector(actor, (s) => s.matches("replying"));
  const changing = useSelector(actor, (s) => s.matches("closing") || s.matches("reopening"));
  const busy = replying || changing;
  const closed = request.status === "closed";
  const change = closed
    ? { type: "request.reopen" as const, name: "Reopen", busy: "Reopening...", idle: "Reopen" }
    : { type: "request.close" as const, name: "Close", busy: "Closing...", idle: "Close request" };
  const changeButton = (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={busy}
      aria-busy={changing}
      aria-label={`${change.name} request ${request.ticketId}`}
      onClick={() => actor.send({ type: change.type })}
    >
      {changing ? change.busy : change.idle}
    </Button>
  );
  return (
    <div id={`inbox-request-${request.ticketId}`} className={classes.conversation}>
      <ol aria-label="Conversation" className={classes.list}>
        <li className={classes.entry} data-author="exhibitor">
          <EntryLine who={`${request.authorName} (${request.exhibitor.name}, ${request.email})`} at={request.createdAt} />
          <p className={classes.message}>{request.message}</p>
        </li>
        {request.replies.map((reply, index) => (
          <li key={index} className={classes.entry} data-author={reply.author}>
            <EntryLine who={reply.author === "organiser" ? `${reply.authorName} (Organiser)` : reply.authorName} at={reply.createdAt} />
            <p className={classes.message}>{reply.message}</p>
          </li>
        ))}
      </ol>
      {closed ? (
        <div className={classes.actions}>
          <p className={classes.meta}>This request is closed.</p>
          {changeButton}
        </div>
      ) : (
        <form noValidate className={classes.reply} onSubmit={onFormSubmit(() => actor.send({ type: "reply.submit" }))}>
          <TextareaField
            label="Your answer"
            rows={4}
            maxLength={5000}
            value={draft}
            error={actionError}
            onChange={(event) => actor.send({ type: "reply.change", message: event.target.value })}
          />
          <div className={classes.actions}>
            <Button type="submit" size="sm" disabled={busy} aria-busy={replying}>
              {replying ? "Sending..." : "Send answer"}
            </Button>
            {changeButton}
          </div>
        </form>
      )}
      {closed && actionError ? <p role="alert">{actionError}</p> : null}
    </div>
  );
}
