import type { DecisionRequest, OrganiserRegistration } from "./registrations-screen.types.ts";

// What the decision's confirmation says, from the decision alone: the view and the model read the same words.

const VERBS = { approve: "Approve", reject: "Reject" } as const;

/** The confirmation's question: what happens to how many. */
export const decisionQuestion = (request: DecisionRequest): string => {
  const name = request.registrations[0]?.name || "this guest";
  if (request.decision === "reopen") return `Set the registration of ${name} back to pending?`;
  const verb = VERBS[request.decision];
  return request.registrations.length === 1 ? `${verb} the registration of ${name}?` : `${verb} ${request.registrations.length} registrations?`;
};

/** How the chosen guests are told, as the server tells them: e-mail, else SMS, else not at all. */
const channelOf = (registration: OrganiserRegistration): "email" | "sms" | "none" =>
  registration.email ? "email" : registration.phoneCode && registration.mobile ? "sms" : "none";

/** "The guest is told by SMS." / "The guests are told: 2 by e-mail, 1 by SMS; 1 gave no e-mail address or mobile number and is not told." */
export const toldSentence = (chosen: ReadonlyArray<OrganiserRegistration>): string => {
  const count = { email: 0, sms: 0, none: 0 };
  for (const registration of chosen) count[channelOf(registration)] += 1;
  if (chosen.length === 1) {
    return count.none === 1 ? "The guest gave no e-mail address or mobile number and is not told." : `The guest is told by ${count.email === 1 ? "e-mail" : "SMS"}.`;
  }
  if (count.none === chosen.length) return "None of these guests gave an e-mail address or mobile number: none is told.";
  const ways = [count.email > 0 ? `${count.email} by e-mail` : null, count.sms > 0 ? `${count.sms} by SMS` : null].filter((way) => way !== null);
  const untold = count.none === 0 ? "" : `; ${count.none} gave no e-mail address or mobile number and ${count.none === 1 ? "is" : "are"} not told`;
  return `The guests are told: ${ways.join(", ")}${untold}.`;
};

const WHAT_FOLLOWS: Readonly<Record<DecisionRequest["decision"], (registration: OrganiserRegistration | undefined) => string>> = {
  // The question says it all; only how the guests hear of it follows.
  approve: () => "",
  reject: () => "The ticket is cancelled and the place on the pass is freed; the reason below is told to the guest.",
  reopen: (registration) =>
    registration?.status === "rejected"
      ? "The rejection is withdrawn: the ticket is valid again and takes its place on the pass back, and the registration waits for a decision."
      : "The approval is withdrawn and the registration waits for a decision.",
};

/** What the confirmation says will follow, and how each chosen guest will hear of it. */
export const decisionConsequence = (request: DecisionRequest): string => {
  const chosen = request.registrations;
  return [WHAT_FOLLOWS[request.decision](chosen[0]), toldSentence(chosen)].filter(Boolean).join(" ");
};
