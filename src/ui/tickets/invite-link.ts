import { ticketsAddress } from "../../machines/tickets/tickets-address.ts";

/**
 * An invite of type "pass" (SPEC §2 Tickets & Passes). Its main link is the pass's public link, which
 * a guest opens signed out to register themselves (made in the Invite dialog). The team link is the
 * portal's Tickets & Passes address with the pass chosen, which opens its Register dialog: only
 * someone of the company who signs in can follow it.
 */

export const INVITE_TYPE = "pass";

export const passRegistrationLink = (origin: string, passId: string): string => `${origin}${ticketsAddress({ dialog: "register", passId })}`;

const mailto = (subject: string, body: ReadonlyArray<string>): string =>
  // encodeURIComponent, not URLSearchParams: mail clients read "+" literally, not as a space.
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.join("\n"))}`;

const forEvent = (eventTitle: string | null): string => (eventTitle?.trim() ? ` for ${eventTitle.trim()}` : "");

/** The e-mail a guest gets: the pass's public link, which they open signed out to register themselves. */
export const guestInviteMailto = ({ link, categoryName, eventTitle }: { link: string; categoryName: string; eventTitle: string | null }): string => {
  const event = forEvent(eventTitle);
  return mailto(`You are invited to register${event}`, [
    "Hello,",
    "",
    `You are invited to register${event} on our ${categoryName} pass. Open this link and fill in the form:`,
    link,
    "",
    "Your ticket and badge arrive by e-mail once you are registered.",
  ]);
};

/** The e-mail to a team member: the portal's link to the pass's Register dialog, which needs a team account. */
export const teamInviteMailto = ({ link, categoryName, eventTitle }: { link: string; categoryName: string; eventTitle: string | null }): string => {
  const event = forEvent(eventTitle);
  return mailto(`Register on our ${categoryName} pass${event}`, [
    "Hello,",
    "",
    `You can register a person on our ${categoryName} pass${event} here:`,
    link,
    "",
    "Sign in to the exhibitor portal with your team account to open the registration form.",
  ]);
};
