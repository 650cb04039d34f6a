import { draftErrors } from "./qualification-rules.ts";
import type { QualificationCardSnapshot } from "./qualification-card.machine.ts";
import type { QualificationCardContext } from "./qualification-card.types.ts";

/** The messages shown beside the card's controls: answers once touched, the others at once. */
export const cardErrors = (context: QualificationCardContext): Readonly<Record<string, string>> => {
  const all = draftErrors(context.questions, context);
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => name === "note" || name === "followUpDate" || name in context.touched),
  );
};

/** Save is offered while there are changes and the scan's answer is in. */
export const cardCanSave = (snapshot: QualificationCardSnapshot): boolean =>
  snapshot.matches({ form: "dirty" }) && !snapshot.matches({ sync: "syncing" }) && snapshot.context.refusal === null;
