import { useSelector } from "@xstate/react";
import { referralBadge } from "styled-system/recipes";
import { useId } from "react";
import type { ActorRefFrom } from "xstate";
import { isFetchingBadge, type badgeDownloadMachine } from "../../machines/tickets/badge-download.machine.ts";
import { BADGE_TEXTS, badgeTargetOf, badgeUnavailable } from "../../machines/tickets/badge-target.ts";
import type { Referral } from "../../machines/tickets/tickets-screen.machine.ts";
import { Button } from "../components/button.tsx";

const { wrap, code, reason } = referralBadge();

/**
 * A registration's ticket code ("—" before one is issued) and its Badge action: the printable PDF,
 * or, for a cancelled ticket or none, the action disabled with the reason beside it.
 */
export function ReferralBadge({ referral, badge }: { readonly referral: Referral; readonly badge: ActorRefFrom<typeof badgeDownloadMachine> }) {
  const allowed = useSelector(badge, (snapshot) => snapshot.context.allowed);
  const busy = useSelector(badge, (snapshot) => snapshot.hasTag("busy"));
  const fetching = useSelector(badge, (snapshot) => isFetchingBadge(snapshot, referral._id));
  const reasonId = useId();
  const target = badgeTargetOf(referral);
  const unavailable = badgeUnavailable(target);
  return (
    <span className={wrap}>
      <span className={code} aria-label="Ticket code" data-testid="ticket-code">
        {target.ticketCode ?? BADGE_TEXTS.noTicketCode}
      </span>
      {allowed ? (
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || unavailable !== null}
            aria-busy={fetching}
            aria-describedby={unavailable === null ? undefined : reasonId}
            onClick={() => badge.send({ type: "badge.download", target })}
          >
            {fetching ? BADGE_TEXTS.downloading : BADGE_TEXTS.action}
          </Button>
          {unavailable !== null ? (
            <span id={reasonId} className={reason}>
              {unavailable}
            </span>
          ) : null}
        </>
      ) : null}
    </span>
  );
}
