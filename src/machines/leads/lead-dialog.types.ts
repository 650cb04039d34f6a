// What the Add Lead / Edit Lead dialog holds and hears, and what its saves take
// (lead-dialog.machine.ts is the machine itself).
import type { FieldValue } from "../../rules/form-rules.ts";
import type { DuplicateOffer, LeadForm, LeadQuestion, LeadTextField, LeadUpdate } from "./lead-dialog-form.ts";
import type { Lead, LeadCreate } from "./lead-form.ts";
import type { LeadPhotoRef, PhotoAdded } from "./lead-photo.machine.ts";

export interface LeadDialogInput {
  /** "Add a photo" is offered on a lead's detail (the role may store and keep photos); off by default. */
  readonly photos?: boolean;
}

export interface CreateLeadInput {
  readonly body: LeadCreate;
  readonly key: string;
}
export interface UpdateLeadInput {
  readonly id: string;
  readonly body: LeadUpdate;
  readonly key: string;
}

export interface LeadDialogContext {
  readonly form: LeadForm;
  /** The lead being edited (its notes and touches are shown); null while adding. */
  readonly lead: Lead | null;
  /** The company's lead questions, once read; null until then or when the read failed. */
  readonly questions: ReadonlyArray<LeadQuestion> | null;
  readonly questionsError: string | null;
  readonly error: string | null;
  /** Messages by field: the person's and qualification fields, `answers.<name>` for each answer. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly duplicate: DuplicateOffer | null;
  readonly attemptKey: string | null;
  /** Whether a lead's detail offers "Add a photo". */
  readonly photos: boolean;
  /** The "Add a photo" form of the lead being edited; null while adding, closed, or not offered. */
  readonly photo: LeadPhotoRef | null;
  /** The lead as the last update saved it, kept past closing (`freshestLead`); null before any. */
  readonly lastSaved: Lead | null;
}

export type LeadDialogEvent =
  | { readonly type: "dialog.openAdd" }
  | { readonly type: "dialog.openEdit"; readonly lead: Lead }
  | { readonly type: "dialog.close" }
  | { readonly type: "form.change"; readonly field: LeadTextField; readonly value: string }
  | { readonly type: "rating.set"; readonly value: number | null }
  | { readonly type: "tag.add" }
  | { readonly type: "tag.remove"; readonly tag: string }
  | { readonly type: "answer.change"; readonly name: string; readonly value: FieldValue }
  | { readonly type: "questions.retry" }
  | { readonly type: "form.submit" }
  | { readonly type: "duplicate.merge" }
  | { readonly type: "duplicate.open" }
  | { readonly type: "duplicate.back" }
  /** The photo form kept a photo with the lead: the detail shows the lead as it is now. */
  | PhotoAdded;

export type LeadDialogTag = "open" | "busy" | "loadingQuestions" | "duplicate";

export interface LeadDialogTypes { input: LeadDialogInput | void; context: LeadDialogContext; events: LeadDialogEvent; tags: LeadDialogTag }
