/**
 * The toast texts of the list-and-dialog screens (SPEC §8 Team, Resources, Products), one per
 * entity and verb. The spec has no lead texts and no resource update; those follow the same
 * pattern so every screen reads alike.
 */

export type EntityKind = "teamMember" | "product" | "resource" | "lead" | "attendee" | "faq" | "eventResource" | "exhibitor" | "exhibitorPasses" | "organiser";
export type EntityVerb = "add" | "update" | "delete";

export const SUCCESS_TITLE = "Success";
export const FAILURE_TITLE = "Error";

/** SPEC §4 toast variants. */
export type ToastVariant = "default" | "success" | "destructive";

/** What a machine hands to its injected `notify` action; the app root passes it to Ark's toaster. */
export interface ToastParams {
  readonly title: string;
  readonly description: string;
  readonly variant: ToastVariant;
}

/** Singular noun, lower case, as it appears inside a sentence. */
export const ENTITY_NOUNS: Readonly<Record<EntityKind, string>> = {
  teamMember: "team member",
  product: "product",
  resource: "resource",
  lead: "lead",
  attendee: "attendee",
  faq: "FAQ",
  eventResource: "event resource",
  exhibitor: "exhibitor",
  exhibitorPasses: "exhibitor's passes",
  organiser: "organiser",
};

const PAST: Readonly<Record<EntityVerb, string>> = { add: "added", update: "updated", delete: "deleted" };

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Team member added successfully!" */
export const successMessage = (entity: EntityKind, verb: EntityVerb): string =>
  `${capitalised(ENTITY_NOUNS[entity])} ${PAST[verb]} successfully!`;

/** "Failed to update product. Please try again." */
export const failureMessage = (entity: EntityKind, verb: EntityVerb): string =>
  `Failed to ${verb} ${ENTITY_NOUNS[entity]}. Please try again.`;

/** SPEC §5: "Are you sure you want to delete this team member?" */
export const deleteQuestion = (entity: EntityKind): string =>
  `Are you sure you want to delete this ${ENTITY_NOUNS[entity]}?`;

/** The Success toast saying `description`. */
export const successSaying = (description: string): ToastParams => ({ title: SUCCESS_TITLE, description, variant: "success" });

/** The Error toast saying `description`. */
export const errorSaying = (description: string): ToastParams => ({ title: FAILURE_TITLE, description, variant: "destructive" });

/** The toast after a successful add, update or delete. */
export const successToast = (entity: EntityKind, verb: EntityVerb): ToastParams => successSaying(successMessage(entity, verb));

/** The toast after a failed call, saying what the dialog says. */
export const failureToast = (error: string | null): ToastParams => errorSaying(error ?? "");
