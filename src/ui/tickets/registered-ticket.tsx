import { useSelector } from "@xstate/react";
import { registeredTicket } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { isFetchingBadge, type badgeDownloadMachine } from "../../machines/tickets/badge-download.machine.ts";
import { TICKET_EMAIL_NOTES, type RegisteredTicket } from "../../machines/tickets/referral-outcome.ts";
import { Button } from "../components/button.tsx";

/**
 * The ticket a registration in the Register dialog issued, as the guest page shows a guest theirs:
 * its code, what became of its e-mail, and the badge to download (through the referral list's badge
 * download, so the same role rule and the same file name apply).
 */

const { wrap, code, note, warning } = registeredTicket();

export const BADGE_DOWNLOAD_TEXTS = { action: "Download badge", busy: "Downloading..." } as const;

export interface RegisteredTicketProps {
  readonly ticket: RegisteredTicket;
  readonly categoryName: string;
  readonly badge: ActorRefFrom<typeof badgeDownloadMachine>;
}

export function RegisteredTicketSummary({ ticket, categoryName, badge }: RegisteredTicketProps) {
  const allowed = useSelector(badge, (snapshot) => snapshot.context.allowed);
  const busy = useSelector(badge, (snapshot) => snapshot.hasTag("busy"));
  const fetching = useSelector(badge, (snapshot) => isFetchingBadge(snapshot, ticket.badge.id));
  const failed = ticket.ticketEmail === "failed";
  return (
    <section className={wrap} aria-label="The ticket">
      <p>
        Ticket <strong className={code} data-testid="registered-ticket-code">{ticket.badge.ticketCode}</strong> ({categoryName})
        {ticket.guestName ? ` for ${ticket.guestName}` : null}
      </p>
      <p className={failed ? warning : note} role={failed ? "status" : undefined}>
        {TICKET_EMAIL_NOTES[ticket.ticketEmail]}
      </p>
      {allowed ? (
        <Button variant="outline" onClick={() => badge.send({ type: "badge.download", target: ticket.badge })} disabled={busy} aria-busy={fetching}>
          {fetching ? BADGE_DOWNLOAD_TEXTS.busy : BADGE_DOWNLOAD_TEXTS.action}
        </Button>
      ) : null}
    </section>
  );
}
