import { useSelector } from "@xstate/react";
import { css, cx } from "styled-system/css";
import { field, referralList } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { listViewMachine } from "../../machines/data/list-view.machine.ts";
import { ALL, REFERRAL_STATUSES } from "../../machines/data/list-view-state.ts";
import { referralsEmptyHint, referralStatus, selectReferrals, type ReferralStatus } from "../../machines/tickets/referrals-list-view.ts";
import type { Referral } from "../../machines/tickets/tickets-screen.machine.ts";
import type { badgeDownloadMachine } from "../../machines/tickets/badge-download.machine.ts";
import { ReferralBadge } from "./referral-badge.tsx";
import type { RemoteData } from "../components/use-remote-data.ts";
import { Badge, type BadgeTone } from "../components/badge.tsx";
import { Card } from "../components/card.tsx";
import { LoadError } from "../components/load-error.tsx";
import { formatShortDateTime } from "../../format/date-time.ts";
import { countOf } from "../../format/count.ts";

/**
 * SPEC §2 "Referral Registrations": the people registered on the exhibitor's passes, with the
 * search and status filter of the screen's list-view machine; the list shown is derived, never stored.
 */

const STATUS_LABELS: Readonly<Record<string, string>> = { all: "All Status", approved: "Approved", pending: "Pending", rejected: "Rejected" };
const STATUS_TONES: Readonly<Record<ReferralStatus, BadgeTone>> = { Approved: "green", Pending: "yellow", Rejected: "red" };

const { controls, searchInput, list, row, person, nameLine, detail, meta, empty, emptyTitle, emptyHint, skeletons, skeleton } = referralList();
// Narrower than the field recipe's full width from sm up: a utility, as only that overrides a recipe.
const statusSelect = css({ w: { base: "full", sm: "44" } });

const fullName = (referral: Referral): string =>
  [referral.firstName, referral.lastName].map((part) => part?.trim() ?? "").filter(Boolean).join(" ") || referral.emailId || "Unknown";

const phoneOf = (referral: Referral): string | null =>
  referral.authenticationId ? `+${referral.phoneCode ?? ""} ${referral.authenticationId}` : null;

export interface ReferralListProps {
  readonly remote: RemoteData<ReadonlyArray<Referral>>;
  readonly listView: ActorRefFrom<typeof listViewMachine>;
  /** The Badge action's machine; it offers the action only to a role that may download badges. */
  readonly badge: ActorRefFrom<typeof badgeDownloadMachine>;
}

export function ReferralList({ remote, listView, badge }: ReferralListProps) {
  const state = useSelector(listView, (snapshot) => snapshot.context);
  const referrals = remote.data ?? [];
  const shown = selectReferrals(referrals, state);
  const classes = field();

  let content;
  if (remote.data === null && remote.error === null) {
    content = (
      <div role="status" aria-label="Loading referrals" className={skeletons}>
        <div className={skeleton} />
        <div className={skeleton} />
        <div className={skeleton} />
      </div>
    );
  } else if (shown.length === 0 && remote.data !== null) {
    content = (
      <div className={empty}>
        <p className={emptyTitle}>No referrals found</p>
        <p className={emptyHint}>{referralsEmptyHint(state)}</p>
      </div>
    );
  } else {
    content = (
      <ul className={list} aria-label="Referral registrations">
        {shown.map((referral) => {
          const status = referralStatus(referral);
          const phone = phoneOf(referral);
          return (
            <li key={referral._id} className={row} data-testid="referral-row">
              <div className={person}>
                <span className={nameLine}>
                  {fullName(referral)}
                  <Badge tone="blue">Referral</Badge>
                </span>
                {referral.emailId ? <span className={detail}>{referral.emailId}</span> : null}
                {phone ? <span className={detail}>{phone}</span> : null}
              </div>
              <div className={meta}>
                <Badge tone={STATUS_TONES[status]}>{status}</Badge>
                <time dateTime={referral.createdAt}>{formatShortDateTime(referral.createdAt)}</time>
                <ReferralBadge referral={referral} badge={badge} />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card
      title="Referral Registrations"
      description={remote.data === null ? undefined : `${countOf(referrals.length, "referral")} registered`}
    >
      <div className={controls}>
        <input
          type="search"
          aria-label="Search referrals"
          placeholder="Search referrals..."
          className={cx(classes.input, searchInput)}
          value={state.search}
          onChange={(event) => listView.send({ type: "search.change", value: event.target.value })}
        />
        <select
          aria-label="Filter by status"
          className={cx(classes.select, statusSelect)}
          value={state.filter}
          onChange={(event) => listView.send({ type: "filter.change", value: event.target.value })}
        >
          {[ALL, ...REFERRAL_STATUSES].map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {remote.error !== null ? <LoadError message={remote.error} onRetry={remote.refresh} busy={remote.loading} /> : null}
      {content}
    </Card>
  );
}
