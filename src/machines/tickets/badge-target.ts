import type { components } from "../../api/schema.d.ts";

type Referral = components["schemas"]["ReferralTicketAllocation"];

/** What the badge download needs of a referral registration. */
export interface BadgeTarget {
  readonly id: string;
  readonly ticketCode: string | null;
  readonly ticketStatus: Referral["ticketStatus"] | null;
}

export const badgeTargetOf = (referral: Referral): BadgeTarget => ({
  id: referral._id,
  ticketCode: referral.ticketCode ?? null,
  ticketStatus: referral.ticketStatus ?? null,
});

export const BADGE_TEXTS = {
  action: "Badge",
  downloading: "Downloading...",
  noTicketCode: "—",
  cancelled: "The ticket is cancelled, so it has no badge to print.",
  noTicket: "No ticket has been issued for this registration yet.",
  failed: "The badge could not be downloaded. Please try again.",
} as const;

/** Why this registration's badge cannot be printed; null when it can. */
export const badgeUnavailable = (target: BadgeTarget): string | null => {
  if (target.ticketStatus === "cancelled") return BADGE_TEXTS.cancelled;
  if (target.ticketCode === null || target.ticketCode === "") return BADGE_TEXTS.noTicket;
  return null;
};

/** The saved file's name, as the server's Content-Disposition names it. */
export const badgeFileName = (target: BadgeTarget): string => `badge-${(target.ticketCode ?? "").replace(/[^A-Z0-9-]/gi, "") || target.id}.pdf`;
