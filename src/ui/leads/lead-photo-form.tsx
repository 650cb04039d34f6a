import { useSelector } from "@xstate/react";
import { useId } from "react";
import { leadDialog } from "styled-system/recipes";
import { IMAGE_LABEL_CHOICES, IMAGE_LABELS } from "../../machines/leads/capture-kinds.ts";
import { photoButtonLabel, type LeadPhotoRef } from "../../machines/leads/lead-photo.machine.ts";
import { Button } from "../components/button.tsx";
import { SelectField } from "../components/select-field.tsx";
import { onFileChosen } from "../components/file-choice.ts";

const LABEL_OPTIONS = IMAGE_LABEL_CHOICES.map((value) => ({ value, label: IMAGE_LABELS[value] }));

const classes = leadDialog();

/**
 * "Add a photo" on a lead's detail, over the photo form the dialog runs for the lead: take or choose
 * a photo (the phone's back camera first), say what it shows, Add photo. What to fix shows under it.
 */
export function LeadPhotoForm({ photo: actor }: { readonly photo: LeadPhotoRef }) {
  const label = useSelector(actor, (snapshot) => snapshot.context.label);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.file?.name ?? null);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const buttonLabel = useSelector(actor, photoButtonLabel);
  const inputId = useId();
  const errorId = useId();

  const choose = onFileChosen((file) => actor.send({ type: "photo.choose", file }));

  return (
    <fieldset className={classes.photoForm} aria-describedby={error === null ? undefined : errorId}>
      <legend className={classes.photoLegend}>Add a photo</legend>
      <div className={classes.photoRow}>
        <div className={classes.photoField}>
          <label htmlFor={inputId} className={classes.photoLabel}>
            Photo
          </label>
          <input id={inputId} type="file" accept="image/*" capture="environment" className={classes.photoInput} onChange={choose} disabled={busy} />
          {chosen === null ? null : <span className={classes.photoChosen}>{chosen}</span>}
        </div>
        <SelectField label="Shows" options={LABEL_OPTIONS} value={label} disabled={busy} onChange={(event) => actor.send({ type: "photo.label", value: event.target.value })} />
      </div>
      {error === null ? null : (
        <p id={errorId} role="alert" className={classes.error}>
          {error}
        </p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => actor.send({ type: "photo.submit" })} disabled={busy} aria-busy={busy}>
          {buttonLabel}
        </Button>
      </div>
    </fieldset>
  );
}
