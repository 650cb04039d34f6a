import { useSelector } from "@xstate/react";
import type { BusinessCardRef } from "../../machines/scan/business-card.machine.ts";
import { CARD_LANGUAGE_LABELS, CARD_TEXTS } from "../../machines/scan/business-card-texts.ts";
import type { CardLanguage } from "../../machines/scan/business-card.types.ts";
import { SelectField } from "../components/select-field.tsx";

const OPTIONS = Object.entries(CARD_LANGUAGE_LABELS).map(([value, label]) => ({ value, label }));

/** The language the cards are printed in: the reader reads the next photo in it; the device keeps the choice. */
export function BusinessCardLanguage({ card }: { readonly card: BusinessCardRef }) {
  const language = useSelector(card, (snapshot) => snapshot.context.language);
  const busy = useSelector(card, (snapshot) => snapshot.hasTag("busy"));
  return (
    <SelectField
      label={CARD_TEXTS.language}
      helperText={CARD_TEXTS.languageHint}
      name="cardLanguage"
      value={language}
      disabled={busy}
      options={OPTIONS}
      onChange={(event) => card.send({ type: "language.set", language: event.target.value as CardLanguage })}
    />
  );
}
