import { useSelector } from "@xstate/react";
import { supportInbox } from "styled-system/recipes";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import { formatShortDateTime } from "../../../format/date-time.ts";
import type { supportInboxScreenMachine } from "../../../machines/organiser/support-inbox/support-inbox-screen.machine.ts";
import { inboxEmptyMessage, inboxFirstLoad, inboxRange } from "../../../machines/organiser/support-inbox/support-inbox-screen.selectors.ts";
import {
  INBOX_STATUS_LABELS,
  INBOX_TAB_LABELS,
  type InboxRequest,
  type InboxTab,
} from "../../../machines/organiser/support-inbox/support-inbox-screen.types.ts";
import { Badge, type BadgeTone } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { TextareaField } from "../../components/textarea-field.tsx";
import { PageHeader } from "../../screen/page-header.tsx";
import { QueuePager } from "../queue-pager.tsx";
import { QueueReadState } from "../queue-read-state.tsx";
import { QueueStatusTabs } from "../queue-status-tabs.tsx";

type InboxActor = ActorRefFrom<typeof supportInboxScreenMachine>;

const classes = supportInbox();

const TABS: ReadonlyArray<InboxTab> = ["open", "answered", "closed", "all"];
/** Open waits for the organiser, Answered for the exhibitor, Closed is done. */
const STATUS_TONES: Readonly<Record<InboxRequest["status"], BadgeTone>> = {
  open: "yellow",
  answered: "green",
  closed: "grey",
};
const PRIORITY_TONES: Readonly<Record<InboxRequest["priority"], BadgeTone>> = {
  high: "red",
  medium: "blue",
  low: "grey",
};
const PRIORITY_WORDS: Readonly<Record<InboxRequest["priority"], string>> = {
  high: "High priority",
  medium: "Medium priority",
  low: "Low priority",
};

/** Every exhibitor's support requests of the event: tabs, the requests, one conversation with the answer box, pages. */
export default function SupportInboxScreen({
  actor: given,
}: {
  readonly actor: AnyActorRef;
}) {
  const actor = given as InboxActor;
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const { page, query, expanded } = context;
  const empty = inboxEmptyMessage(snapshot);
  const range = inboxRange(context);
  return (
    <>
      <PageHeader
        title="Support inbox"
        description="Every exhibitor's support requests: answer them, close them when done."
      />
      <section className={classes.body} aria-label="Support requests by status">
        <QueueStatusTabs
          classes={classes}
          tabs={TABS}
          labels={INBOX_TAB_LABELS}
          current={query.status}
          counts={page?.counts ?? null}
          onPick={(status) => actor.send({ type: "filter.status", status })}
        />
        <QueueReadState actor={actor} firstLoad={inboxFirstLoad(snapshot)} loadingLabel="Loading support requests..." empty={empty} emptyClassName={classes.empty} />
        {page !== null && page.requests.length > 0 ? (
          <ul className={classes.list} aria-label="Support requests">
            {page.requests.map((request) => (
              <li
                key={request.ticketId}
                className={classes.item}
                data-testid="inbox-request"
              >
                <button
                  type="button"
                  className={classes.toggle}
                  aria-expanded={expanded === request.ticketId}
                  aria-controls={`inbox-request-${request.ticketId}`}
                  onClick={() =>
                    actor.send({
                      type: "request.toggle",
                      ticketId: request.ticketId,
                    })
                  }
                >
                  <span className={classes.summary}>
                    <span className={classes.subject}>{request.subject}</span>
                    <span className={classes.meta}>
                      {request.ticketId} · {request.exhibitor.name} ·{" "}
                      {request.authorName} ·{" "}
                      <time dateTime={request.createdAt}>
                        {formatShortDateTime(request.createdAt)}
                      </time>
                    </span>
                  </span>
                  <span className={classes.badges}>
                    <Badge tone={PRIORITY_TONES[request.priority]}>
                      {PRIORITY_WORDS[request.priority]}
                    </Badge>
                    <Badge tone={STATUS_TONES[request.status]}>
                      {INBOX_STATUS_LABELS[request.status]}
                    </Badge>
                  </span>
                </button>
                {expanded === request.ticketId ? (
                  <Conversation actor={actor} request={request} />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <QueuePager actor={actor} className={classes.pager} range={range} />
      </section>
    </>
  );
}

function Conversation({
  actor,
  request,
}: {
  readonly actor: InboxActor;
  readonly request: InboxRequest;
}) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const actionError = useSelector(actor, (s) => s.context.actionError);
  const replying = useSelector(actor, (s) =>
    s.matches({ ready: { conversation: "replying" } }),
  );
  const changing = useSelector(
    actor,
    (s) =>
      s.matches({ ready: { conversation: "closing" } }) ||
      s.matches({ ready: { conversation: "reopening" } }),
  );
  const busy = replying || changing;
  const closed = request.status === "closed";
  return (
    <div
      id={`inbox-request-${request.ticketId}`}
      className={classes.conversation}
    >
      <ol aria-label="Conversation" className={classes.list}>
        <li className={classes.entry} data-author="exhibitor">
          <p className={classes.meta}>
            {request.authorName} ({request.exhibitor.name}, {request.email}) ·{" "}
            <time dateTime={request.createdAt}>
              {formatShortDateTime(request.createdAt)}
            </time>
          </p>
          <p className={classes.message}>{request.message}</p>
        </li>
        {request.replies.map((reply, index) => (
          <li key={index} className={classes.entry} data-author={reply.author}>
            <p className={classes.meta}>
              {reply.author === "organiser"
                ? `${reply.authorName} (Organiser)`
                : reply.authorName}{" "}
              ·{" "}
              <time dateTime={reply.createdAt}>
                {formatShortDateTime(reply.createdAt)}
              </time>
            </p>
            <p className={classes.message}>{reply.message}</p>
          </li>
        ))}
      </ol>
      {closed ? (
        <div className={classes.actions}>
          <p className={classes.meta}>This request is closed.</p>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-busy={changing}
            aria-label={`Reopen request ${request.ticketId}`}
            onClick={() => actor.send({ type: "request.reopen" })}
          >
            {changing ? "Reopening..." : "Reopen"}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className={classes.reply}
          onSubmit={onFormSubmit(() => actor.send({ type: "reply.submit" }))}
        >
          <TextareaField
            label="Your answer"
            rows={4}
            maxLength={5000}
            value={draft}
            error={actionError}
            onChange={(event) =>
              actor.send({ type: "reply.change", message: event.target.value })
            }
          />
          <div className={classes.actions}>
            <Button
              type="submit"
              size="sm"
              disabled={busy}
              aria-busy={replying}
            >
              {replying ? "Sending..." : "Send answer"}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-busy={changing}
              aria-label={`Close request ${request.ticketId}`}
              onClick={() => actor.send({ type: "request.close" })}
            >
              {changing ? "Closing..." : "Close request"}
            </Button>
          </div>
        </form>
      )}
      {closed && actionError ? <p role="alert">{actionError}</p> : null}
    </div>
  );
}
