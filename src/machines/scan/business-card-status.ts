// What the Business card view draws for each state of the mode, derived once from its snapshot.
import { CARD_TEXTS } from "./business-card-texts.ts";
import type { BusinessCardSnapshot } from "./business-card.machine.ts";

/** The review form shows from the reading's end until the card is kept (disabled while it is being kept). */
export const showsReview = (snapshot: BusinessCardSnapshot): boolean =>
  snapshot.matches("review") || snapshot.matches("preparing") || snapshot.matches("saving");

/** What the mode is busy with, said beside its spinner; null when it waits for the person. */
export const businessCardActivity = (snapshot: BusinessCardSnapshot): string | null => {
  if (snapshot.matches("grabbing") || snapshot.matches("checking")) return CARD_TEXTS.checking;
  if (snapshot.matches("reading")) return CARD_TEXTS.reading;
  if (snapshot.matches("preparing")) return CARD_TEXTS.preparing;
  if (snapshot.matches("saving")) return CARD_TEXTS.saving;
  return null;
};
