import { ticketsAddress } from "../../machines/tickets/tickets-address.ts";

/**
 * An invite of type "pass" (SPEC §2 Tickets & Passes): the portal's Tickets & Passes address with
 * the pass chosen, which opens its Register dialog. Anyone of the company who signs in (the team
 * shares the company's passes) can follow it to register a guest.
 */

export const INVITE_TYPE = "pass";

export const passRegistrationLink = (origin: string, passId: string): string => `${origin}${ticketsAddress({ dialog: "register", passId })}`;

export const inviteMailto = ({ link, categoryName, eventTitle }: { link: string; categoryName: string; eventTitle: string | null }): string => {
  const event = eventTitle?.trim() ? ` for ${eventTitle.trim()}` : "";
  const subject = `Register on our ${categoryName} pass${event}`;
  const body = [
    "Hello,",
    "",
    `You can register a person on our ${categoryName} pass${event} here:`,
    link,
    "",
    "Sign in to the exhibitor portal with your team account to open the registration form.",
  ].join("\n");
  // encodeURIComponent, not URLSearchParams: mail clients read "+" literally, not as a space.
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
};
