import { useSelector } from "@xstate/react";
import { businessCard } from "styled-system/recipes";
import { CARD_FIELD_LABELS, CARD_FIELD_LIMITS, CARD_FIELDS, type CardFieldName } from "../../machines/scan/business-card-form.ts";
import type { BusinessCardRef } from "../../machines/scan/business-card.machine.ts";
import { CARD_TEXTS } from "../../machines/scan/business-card-texts.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { TextField } from "../components/field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { BusinessCardPhoto } from "./business-card-photo.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

const INPUT_TYPES: Partial<Record<CardFieldName, { type: string; autoComplete: string }>> = {
  emailId: { type: "email", autoComplete: "off" },
  phone: { type: "tel", autoComplete: "off" },
  website: { type: "url", autoComplete: "off" },
};

/** One field of the form: the reader's doubtful ones say so until the person types in them. */
function CardField({ card, name }: { readonly card: BusinessCardRef; readonly name: CardFieldName }) {
  const value = useSelector(card, (snapshot) => snapshot.context.form[name]);
  const error = useSelector(card, (snapshot) => snapshot.context.errors[name] ?? null);
  const doubtful = useSelector(card, (snapshot) => snapshot.context.lowConfidence.includes(name));
  const busy = useSelector(card, (snapshot) => snapshot.hasTag("busy"));
  const classes = businessCard();
  const common = {
    label: CARD_FIELD_LABELS[name],
    name,
    value,
    error,
    disabled: busy,
    maxLength: CARD_FIELD_LIMITS[name],
    helperText: doubtful ? CARD_TEXTS.lowConfidence : undefined,
    requiredMark: name === "fullName",
    className: doubtful ? classes.doubt : undefined,
    "data-doubtful": doubtful ? "" : undefined,
  };
  const change = (text: string) => card.send({ type: "field.change", name, value: text });
  return name === "address" ? (
    <TextareaField {...common} rows={2} onChange={(event) => change(event.target.value)} />
  ) : (
    <TextField {...common} {...(INPUT_TYPES[name] ?? { type: "text", autoComplete: "off" })} onChange={(event) => change(event.target.value)} />
  );
}

/** What was read, beside the photo, to check and correct before the card is kept. */
export function BusinessCardReview({ card }: { readonly card: BusinessCardRef }) {
  const photo = useSelector(card, (snapshot) => snapshot.context.photo);
  const backPhoto = useSelector(card, (snapshot) => snapshot.context.backPhoto);
  const note = useSelector(card, (snapshot) => snapshot.context.note);
  const saveError = useSelector(card, (snapshot) => (snapshot.hasTag("error") ? snapshot.context.saveError : null));
  const busy = useSelector(card, (snapshot) => snapshot.hasTag("busy"));
  const canAddBack = useSelector(card, (snapshot) => snapshot.can({ type: "back.add" }));
  const askingToDiscard = useSelector(card, (snapshot) => snapshot.hasTag("confirm"));
  const classes = businessCard();
  return (
    <div className={classes.review}>
      <div className={classes.photos}>
        <BusinessCardPhoto photo={photo} alt={CARD_TEXTS.photoAlt} className={classes.photo} />
        <BusinessCardPhoto photo={backPhoto} alt={CARD_TEXTS.backPhotoAlt} className={classes.photo} />
      </div>
      <form
        noValidate
        className={classes.form}
        aria-label="Business card details"
        onSubmit={onFormSubmit(() => card.send({ type: "card.save" }))}
      >
        {note !== null && (
          <p role="status" className={classes.note} data-testid="card-note">
            {note}
          </p>
        )}
        {CARD_FIELDS.map((name) => (
          <CardField key={name} card={card} name={name} />
        ))}
        {saveError !== null && (
          <p role="alert" className={classes.problem} data-testid="card-save-error">
            {saveError}
          </p>
        )}
        <div className={classes.actions}>
          <Button type="submit" disabled={busy}>
            {CARD_TEXTS.save}
          </Button>
          {canAddBack && (
            <Button variant="outline" onClick={() => card.send({ type: "back.add" })}>
              {CARD_TEXTS.addBack}
            </Button>
          )}
          <Button variant="ghost" disabled={busy} onClick={() => card.send({ type: "card.discard" })}>
            {CARD_TEXTS.discard}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={askingToDiscard}
        title={CARD_TEXTS.discardTitle}
        message={CARD_TEXTS.discardQuestion}
        confirmLabel={CARD_TEXTS.discard}
        busy={false}
        onConfirm={() => card.send({ type: "card.discard.confirm" })}
        onCancel={() => card.send({ type: "card.discard.cancel" })}
      />
    </div>
  );
}
