/**
 * Pieces of the forms that load a record and save it whole with one PUT (Company Profile, My
 * details): their Save button's words and what a failed save may show.
 */

export const SAVE_LABEL = "Save Changes";
export const SAVING_LABEL = "Saving...";

/** "Saving..." while the PUT runs, else "Save Changes" (the button stays disabled while `busy`). */
export const saveLabel = (snapshot: { hasTag: (tag: "submitting") => boolean }): string => (snapshot.hasTag("submitting") ? SAVING_LABEL : SAVE_LABEL);

/**
 * A 401: the app's runner ends the session (Unauthorized toast, redirect), so the form shows
 * nothing of its own. Read by its tag, so a form needs nothing of src/api at run time.
 */
export const sessionEnded = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === "Unauthorized";

/** The server's per-field messages for the fields of this form, the others left out. */
export const messagesOfFields = <Field extends string>(fields: ReadonlyArray<Field>, byField: Readonly<Record<string, string>>): Partial<Record<Field, string>> =>
  Object.fromEntries(Object.entries(byField).filter(([field]) => (fields as ReadonlyArray<string>).includes(field))) as Partial<Record<Field, string>>;
