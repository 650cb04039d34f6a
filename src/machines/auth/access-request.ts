/**
 * "Ask for access", for a person Google signed in whose e-mail is on no team of the event: apart
 * from the Google machine's rules, so the view that offers it (running-google-sign-in.tsx, downloaded
 * once the Google machine runs) does without them.
 */

/** The event as a request for access names it. */
export interface AccessRequestEvent {
  readonly title: string;
  /** The organiser's address (the Support screen's contact), if the event has one. */
  readonly supportEmail: string | null;
}

/**
 * "Ask for access": an e-mail from the refused person to the event's organiser, written for them,
 * naming the e-mail Google vouched for; sent from their own mail, so the organiser can answer them
 * (or pass it to the company's admin). Null when the event has no organiser's address.
 */
export function accessRequestMail(email: string, event: AccessRequestEvent): string | null {
  if (event.supportEmail === null || event.supportEmail.trim() === "") return null;
  const subject = `Access to the exhibitor portal of ${event.title}`;
  const body = [
    "Hello,",
    "",
    `I tried to sign in to the exhibitor portal of ${event.title} with Google as ${email}, but that e-mail is not on any exhibitor's team.`,
    "Please add me to my company's team, or pass this on to my company's admin.",
    "",
    "Company: ",
    "Name: ",
    "",
    "Thank you",
  ].join("\n");
  return `mailto:${encodeURIComponent(event.supportEmail.trim()).replace("%40", "@")}?${new URLSearchParams({ subject, body }).toString().replaceAll("+", "%20")}`;
}
