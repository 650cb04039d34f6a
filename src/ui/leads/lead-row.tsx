import { memo } from "react";
import { cx } from "styled-system/css";
import { button, leadRow } from "styled-system/recipes";
import { LEAD_ACTIONS, TAB_ACTIONS, type LeadActionKind } from "../../machines/leads/lead-action.machine.ts";
import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { interestLabel, interestTone, leadAffiliation } from "../components/lead-labels.ts";
import { formatShortDateTime } from "../../format/date-time.ts";
import { sourceLabel } from "../../machines/leads/lead-filters.ts";
import { captureKindLabel } from "../../machines/leads/capture-kinds.ts";
import { leadStatusLabel } from "../../rules/lead-status.ts";
import { dueBadgeText, dueState, formatDay } from "../../machines/app/event-clock.ts";
import { RatingStars } from "./lead-rating.tsx";
import { TagChips } from "./lead-tags.tsx";
import type { Lead } from "../../machines/leads/lead-form.ts";

/** What a row's buttons do; the page passes stable functions so rows re-render only when their lead changes. */
export interface LeadRowHandlers {
  readonly onEdit: (lead: Lead) => void;
  readonly onAction: (entry: IndexedLead<Lead>, action: LeadActionKind) => void;
  readonly onToggle: (id: string) => void;
  /** Assign (owners, admins): choose who follows the lead up. */
  readonly onAssign: (entry: IndexedLead<Lead>) => void;
  /** Take (booth staff): an unowned lead becomes theirs. */
  readonly onTake: (entry: IndexedLead<Lead>) => void;
  /** Delete (owners, admins): asks first, then deletes the lead. */
  readonly onDelete: (entry: IndexedLead<Lead>) => void;
}

/** The event's day and what the role may do about owners, the same for every row (the screen decides). */
export interface LeadRowSettings {
  /** Today in the event's zone, and the zone to name beside a day (null: the viewer's own). */
  readonly today: string;
  readonly zoneName: string | null;
  readonly assign: boolean;
  readonly take: boolean;
  /** Delete on the row: the roles that may delete leads (as Bulk Actions' Delete Selected). */
  readonly delete: boolean;
}

export interface LeadRowProps extends LeadRowHandlers {
  readonly entry: IndexedLead<Lead>;
  /** The tab the row is shown in: its buttons (SPEC §2). */
  readonly tab: string;
  /** Bulk Actions is on: the row has a checkbox. */
  readonly selectable: boolean;
  readonly selected: boolean;
  /** A status action is running (on any lead): the buttons wait. */
  readonly actionsBusy: boolean;
  readonly settings: LeadRowSettings;
}

const classes = leadRow();

const NO_EMAIL_REASON = "no email address";

/** The person's first letter (SPEC §2 "an initial"). */
export const initialOf = (name: string): string => (Array.from(name.trim())[0] ?? "?").toUpperCase();

function RowButtons({ entry, tab, actionsBusy, onEdit, onAction }: Pick<LeadRowProps, "entry" | "tab" | "actionsBusy" | "onEdit" | "onAction">) {
  const name = entry.person.fullName;
  if (tab === "high" || tab === "medium" || tab === "low") {
    return (
      <>
        {TAB_ACTIONS[tab].map((action) =>
          // Send Info e-mails the lead: without an address there is no one to send to, and the row says so.
          action === "sendInfo" && entry.person.emailId === null ? (
            <Button key={action} size="sm" variant="outline" disabled aria-label={`${LEAD_ACTIONS[action].label}: ${name} (${NO_EMAIL_REASON})`} title={NO_EMAIL_REASON}>
              {LEAD_ACTIONS[action].label} (no email)
            </Button>
          ) : (
            <Button
              key={action}
              size="sm"
              variant="outline"
              disabled={actionsBusy}
              aria-label={`${LEAD_ACTIONS[action].label}: ${name}`}
              onClick={() => onAction(entry, action)}
            >
              {LEAD_ACTIONS[action].label}
            </Button>
          ),
        )}
      </>
    );
  }
  const email = entry.person.emailId;
  return (
    <>
      {email === null ? (
        <Button size="sm" variant="outline" disabled aria-label={`Email: ${name} (${NO_EMAIL_REASON})`}>
          Email
        </Button>
      ) : (
        // A mail draft in the person's own mail program (SPEC §2 "Email").
        <a href={`mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`} aria-label={`Email: ${name}`} className={mailLink}>
          Email
        </a>
      )}
      <Button size="sm" variant="outline" aria-label={`Edit: ${name}`} onClick={() => onEdit(entry.lead)}>
        Edit
      </Button>
    </>
  );
}

/** Done on a lead with a follow-up day; Assign or Take, and Delete, as the role allows. */
function FollowUpButtons({ entry, actionsBusy, settings, onAction, onAssign, onTake, onDelete }: LeadRowProps) {
  const name = entry.person.fullName;
  return (
    <>
      {entry.followUpDate === null ? null : (
        <Button size="sm" variant="outline" disabled={actionsBusy} aria-label={`Done: ${name}`} onClick={() => onAction(entry, "done")}>
          Done
        </Button>
      )}
      {settings.assign ? (
        <Button size="sm" variant="outline" aria-label={`Assign: ${name}`} onClick={() => onAssign(entry)}>
          Assign
        </Button>
      ) : null}
      {settings.take && entry.ownerId === null ? (
        <Button size="sm" variant="outline" aria-label={`Take: ${name}`} onClick={() => onTake(entry)}>
          Take
        </Button>
      ) : null}
      {settings.delete ? (
        <Button size="sm" variant="outline" aria-label={`Delete: ${name}`} onClick={() => onDelete(entry)}>
          Delete
        </Button>
      ) : null}
    </>
  );
}

/** The mail draft link looks like the row's other buttons. */
const mailLink = cx(button({ variant: "outline", size: "sm" }), classes.mailLink);

/**
 * One lead as SPEC §2 lists it: an initial, the name and a priority badge; "designation at
 * company"; the e-mail and created time; where the lead came from and how it was captured;
 * remarks and "Status: {status}" (the status's label); then the tab's buttons.
 */
export const LeadRow = memo(function LeadRow(props: LeadRowProps) {
  const { entry, selectable, selected, onToggle } = props;
  const { lead, person } = entry;
  const affiliation = leadAffiliation({ jobTitle: person.designation, company: person.companyName });
  const source = sourceLabel(entry.source);
  const captured = captureKindLabel(entry.captureKind);
  const due = dueState(entry.followUpDate, props.settings.today);
  return (
    <article className={classes.root} aria-label={person.fullName} data-testid="lead-row" data-lead-id={lead._id}>
      {selectable ? (
        <input
          type="checkbox"
          className={classes.checkbox}
          checked={selected}
          onChange={() => onToggle(lead._id)}
          aria-label={`Select ${person.fullName}`}
        />
      ) : null}
      <span aria-hidden="true" className={classes.avatar}>
        {initialOf(person.fullName)}
      </span>
      <div className={classes.body}>
        <div className={classes.nameLine}>
          <h3 className={classes.name}>{person.fullName}</h3>
          <Badge tone={interestTone(lead.priority)}>{interestLabel(lead.priority)}</Badge>
          <RatingStars rating={entry.rating} />
          {due === null ? null : <Badge tone={due === "today" ? "yellow" : "red"}>{dueBadgeText(due, props.settings.zoneName)}</Badge>}
        </div>
        {affiliation === null ? null : <p className={classes.affiliation}>{affiliation}</p>}
        <p className={classes.facts}>
          {person.emailId === null ? null : <span className={classes.email}>{person.emailId}</span>}
          <time dateTime={lead.createdAt}>{formatShortDateTime(lead.createdAt)}</time>
        </p>
        <p className={classes.facts} data-testid="lead-origin">
          <span>{source}</span>
          {/* How it was read (a badge, a vCard...), unless the source already says it ("Manual"). */}
          {captured === source ? null : <span data-testid="lead-capture-kind">· {captured}</span>}
          {entry.memberName === null ? null : <span>· Captured by {entry.memberName}</span>}
          <span data-testid="lead-owner">· {entry.ownerName === null ? "No owner" : `Owner: ${entry.ownerName}`}</span>
          {entry.followUpDate === null ? null : (
            <span>
              · Follow up <time dateTime={entry.followUpDate}>{formatDay(entry.followUpDate)}</time>
            </span>
          )}
        </p>
        <TagChips tags={entry.tags} />
        {lead.remarks === null || lead.remarks.trim() === "" ? null : <p className={classes.remarks}>{lead.remarks}</p>}
        <p className={classes.status}>Status: {leadStatusLabel(lead.status)}</p>
        <div className={classes.actions}>
          <RowButtons {...props} />
          <FollowUpButtons {...props} />
        </div>
      </div>
    </article>
  );
});
