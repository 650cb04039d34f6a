import type { AnyActorRef } from "xstate";
import { uploadActorOf } from "../../machines/forms/upload-fields.ts";
import { DISPLAY_ONLY_TYPES, type AnswerableField, type FieldValue, type FormField, type FormValues } from "../../rules/form-rules.ts";
import { FieldNote, FormDisplayField, needsNameText, unsupportedText } from "./form-display-field.tsx";
import { ANSWERABLE_TYPES, FormFieldInput } from "./form-field-input.tsx";

/**
 * The fields of a pass's public registration page, as a guest sees them: the guest page draws its
 * form with this, and the organiser's form builder draws its live preview with the very same, so
 * the preview is the guest's form. The owner's machine holds the values and the upload fields.
 */

/** A field the guest page draws: an answerable type with a name, or a display-only part. */
export const drawnForGuests = (field: FormField): boolean =>
  DISPLAY_ONLY_TYPES.has(field.type) || (ANSWERABLE_TYPES.has(field.type) && Boolean(field.name));

/**
 * What the page leaves out for guests, worded as the referral dialog words it (SPEC §5): shown only
 * to a team member trying the link out, never to a guest.
 */
export const leftOutNotes = (fields: ReadonlyArray<FormField>): string[] =>
  fields
    .filter((field) => !drawnForGuests(field))
    .map((field) => (ANSWERABLE_TYPES.has(field.type) ? needsNameText(field.type) : unsupportedText(field.type, field.name ?? "")));

export interface GuestFormFieldsProps {
  readonly fields: ReadonlyArray<FormField>;
  readonly values: FormValues;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  /** Says what the page leaves out for guests (a team member or organiser looking, never a guest). */
  readonly showLeftOut: boolean;
  /** The owner's children (its snapshot's `children`), where its upload fields (`upload.<name>`) are found. */
  readonly ownerChildren: Readonly<Record<string, AnyActorRef | undefined>>;
  readonly onChange: (name: string, value: FieldValue) => void;
}

export function GuestFormFields({ fields, values, fieldErrors, disabled, showLeftOut, ownerChildren, onChange }: GuestFormFieldsProps) {
  return (
    <>
      {showLeftOut ? leftOutNotes(fields).map((note) => <FieldNote key={note} text={`Not shown to guests: ${note}`} />) : null}
      {fields.filter(drawnForGuests).map((field) => {
        if (DISPLAY_ONLY_TYPES.has(field.type)) return <FormDisplayField key={field._id} field={field} />;
        const answerable = field as AnswerableField;
        return (
          <FormFieldInput
            key={field._id}
            field={answerable}
            value={values[answerable.name]}
            error={fieldErrors[answerable.name]}
            disabled={disabled}
            uploadActor={uploadActorOf({ children: ownerChildren }, answerable.name)}
            onChange={(value) => onChange(answerable.name, value)}
            onBlur={() => undefined}
          />
        );
      })}
    </>
  );
}
