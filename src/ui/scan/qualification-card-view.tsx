import { useSelector } from "@xstate/react";
import { qualificationCard } from "styled-system/recipes";
import { DISPLAY_ONLY_TYPES, type AnswerableField, type FormField } from "../../rules/form-rules.ts";
import type { QualificationCardRef } from "../../machines/scan/qualification-card.machine.ts";
import { cardCanSave, cardErrors } from "../../machines/scan/qualification-card.selectors.ts";
import { PRIORITY_CHOICES, RATINGS } from "../../machines/scan/qualification-rules.ts";
import { cardDetails, cardStatus } from "../../machines/scan/scan-status.ts";
import { SCAN_TEXTS } from "../../machines/scan/scan-texts.ts";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { TextField } from "../components/field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { ANSWERABLE_TYPES, FormFieldInput } from "../forms/form-field-input.tsx";
import { useScanSavedMark } from "./use-scan-saved-mark.ts";
import { onFormSubmit } from "../components/form-submit.ts";
import { useUnsavedWork } from "../components/leave-guard.tsx";

const classes = qualificationCard();
const toneClass = { info: classes.info, error: classes.error, success: classes.success } as const;

/** The card of the last scan: who it is (as read, typed or found by the server), what came of it, and its qualification. */
export function QualificationCardView({ card }: { readonly card: QualificationCardRef }) {
  const snapshot = useSelector(card, (current) => current);
  const { context } = snapshot;
  const status = cardStatus(snapshot);
  const details = cardDetails(snapshot);
  const errors = cardErrors(context);
  const busy = snapshot.matches({ form: "saving" });
  const refused = snapshot.matches({ sync: "refused" });
  const send = card.send;
  useScanSavedMark(card, context.capture.text);
  useUnsavedWork("qualification-card", snapshot.hasTag("dirty"));

  return (
    <Card
      title={<span data-testid="scan-card-title">{status.title}</span>}
      description={
        <span role="status" className={toneClass[status.tone]} data-testid="scan-card-status">
          {status.text}
        </span>
      }
      actions={
        <Button variant="outline" onClick={() => send({ type: "card.finish" })} disabled={busy}>
          {SCAN_TEXTS.nextBadge}
        </Button>
      }
    >
      {(details.lines.length > 0 || details.note !== null) && (
        <div className={classes.details} data-testid="scan-card-details">
          {details.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {details.note !== null && <p className={toneClass.info}>{details.note}</p>}
        </div>
      )}
      {!refused && (
        <form
          noValidate
          className={classes.form}
          onSubmit={onFormSubmit(() => send({ type: "qualification.save" }))}
        >
          <fieldset disabled={busy}>
            <legend className={classes.groupLabel}>Priority</legend>
            <div className={classes.choices}>
              {PRIORITY_CHOICES.map((choice) => (
                <Button
                  key={choice.value}
                  size="sm"
                  variant={context.priority === choice.value ? "solid" : "outline"}
                  aria-pressed={context.priority === choice.value}
                  onClick={() => send({ type: "priority.set", priority: choice.value })}
                >
                  {choice.label}
                </Button>
              ))}
            </div>
          </fieldset>
          <fieldset disabled={busy}>
            <legend className={classes.groupLabel}>Rating</legend>
            <div className={classes.choices}>
              {RATINGS.map((rating) => (
                <Button
                  key={rating}
                  size="sm"
                  variant={context.rating === rating ? "solid" : "outline"}
                  aria-pressed={context.rating === rating}
                  aria-label={`Rating ${rating} of 5`}
                  onClick={() => send({ type: "rating.set", rating: context.rating === rating ? null : rating })}
                >
                  {rating}
                </Button>
              ))}
            </div>
          </fieldset>
          <div>
            <TextField
              label="Tags"
              name="tag"
              value={context.tagText}
              error={context.tagError}
              disabled={busy}
              onChange={(event) => send({ type: "tag.text", text: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  send({ type: "tag.add" });
                }
              }}
            />
            <div className={classes.chips}>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => send({ type: "tag.add" })}>
                Add tag
              </Button>
              {context.tags.map((tag) => (
                <Button key={tag} size="sm" variant="outline" aria-label={`Remove tag ${tag}`} disabled={busy} onClick={() => send({ type: "tag.remove", tag })}>
                  {tag} ×
                </Button>
              ))}
            </div>
          </div>
          <TextField
            label="Follow-up date"
            type="date"
            name="followUpDate"
            value={context.followUpDate}
            error={errors["followUpDate"]}
            disabled={busy}
            onChange={(event) => send({ type: "followUp.change", date: event.target.value })}
          />
          <TextareaField
            label="Add a note"
            name="note"
            rows={3}
            value={context.note}
            error={errors["note"]}
            helperText={context.notesAdded.length > 0 ? `Notes added: ${context.notesAdded.join(" · ")}` : "Added to the lead's notes, never replacing one."}
            disabled={busy}
            onChange={(event) => send({ type: "note.change", text: event.target.value })}
          />
          {context.questions.map((field: FormField) => {
            if (DISPLAY_ONLY_TYPES.has(field.type) || !field.name?.trim() || !ANSWERABLE_TYPES.has(field.type)) return null;
            const answerable = field as AnswerableField;
            return (
              <FormFieldInput
                key={field._id}
                field={answerable}
                value={context.values[answerable.name]}
                error={errors[answerable.name]}
                disabled={busy}
                onChange={(value) => send({ type: "field.change", name: answerable.name, value })}
                onBlur={() => send({ type: "field.blur", name: answerable.name })}
              />
            );
          })}
          {context.saveError !== null && (
            <p role="alert" className={toneClass.error}>
              {context.saveError}
            </p>
          )}
          <div className={classes.choices}>
            <Button type="submit" disabled={!cardCanSave(snapshot)}>
              {busy ? "Saving..." : "Save details"}
            </Button>
            {snapshot.matches({ form: "clean" }) && context.savedTo !== null && (
              <span role="status" className={toneClass.success}>
                {context.savedTo === "lead" ? SCAN_TEXTS.detailsSaved : SCAN_TEXTS.detailsQueued}
              </span>
            )}
          </div>
        </form>
      )}
    </Card>
  );
}
