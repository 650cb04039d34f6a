// The console's exhibitor dialogs as plain data: the add/edit form and the pass allocation form,
// their checks (the rules the server applies, src/rules/exhibitor-rules.ts) and the request bodies.
import type { components } from "../../../api/schema.d.ts";
import { exhibitorProblems, ownerProblems, passCountProblem, EXHIBITOR_MESSAGES, type FieldProblem } from "../../../rules/exhibitor-rules.ts";

export type OrganiserExhibitor = components["schemas"]["OrganiserExhibitor"];
export type ExhibitorCategory = components["schemas"]["OrganiserExhibitorCategory"];
export type ExhibitorRemoval = components["schemas"]["OrganiserExhibitorRemoval"];
export type ExhibitorTeamMember = components["schemas"]["OrganiserExhibitorTeamMember"];
export type ExhibitorCreateBody = components["schemas"]["OrganiserExhibitorCreateRequest"];
export type ExhibitorUpdateBody = components["schemas"]["OrganiserExhibitorUpdateRequest"];
export type PassAllocationBody = components["schemas"]["OrganiserPassAllocationRequest"];

export const EXHIBITOR_FIELDS = ["name", "boothNumber", "categoryId", "ownerName", "phoneCode", "mobile", "email"] as const;
export type ExhibitorField = (typeof EXHIBITOR_FIELDS)[number];
export type ExhibitorForm = Readonly<Record<ExhibitorField, string>>;
export type FieldErrors<TField extends string> = Partial<Readonly<Record<TField, string>>>;

export const PASS_FIELDS = ["categoryId", "categoryName", "numberOfPasses"] as const;
export type PassField = (typeof PASS_FIELDS)[number];
export type PassForm = Readonly<Record<PassField, string>>;

export const EMPTY_EXHIBITOR_FORM: ExhibitorForm = { name: "", boothNumber: "", categoryId: "", ownerName: "", phoneCode: "91", mobile: "", email: "" };

/** The edit form of a listed exhibitor (its owner is shown, not edited: the owner's details are theirs). */
export const exhibitorFormOf = (row: OrganiserExhibitor): ExhibitorForm => ({
  ...EMPTY_EXHIBITOR_FORM,
  name: row.name,
  boothNumber: row.boothNumber ?? "",
  categoryId: row.categoryId ?? "",
});

/** The request's paths, as the server names them, to the dialog's fields. */
const FIELD_OF_PATH: Readonly<Record<string, ExhibitorField | PassField>> = {
  "/name": "name",
  "/boothNumber": "boothNumber",
  "/categoryId": "categoryId",
  "/owner/fullName": "ownerName",
  "/owner/phoneCode": "phoneCode",
  "/owner/mobile": "mobile",
  "/owner/email": "email",
  "/numberOfPasses": "numberOfPasses",
  "/categoryName": "categoryName",
};

export function fieldErrorsOf<TField extends string>(problems: ReadonlyArray<FieldProblem>, fields: ReadonlyArray<TField>): FieldErrors<TField> {
  const errors: Partial<Record<TField, string>> = {};
  for (const problem of problems) {
    const field = FIELD_OF_PATH[problem.path] as TField | undefined;
    if (field && fields.includes(field) && errors[field] === undefined) errors[field] = problem.message;
  }
  return errors;
}

/** What the add dialog (id null) or the edit dialog would refuse before sending. */
export function exhibitorFormErrors(form: ExhibitorForm, adding: boolean): FieldErrors<ExhibitorField> {
  const problems = exhibitorProblems(form);
  if (adding) problems.push(...ownerProblems({ fullName: form.ownerName, phoneCode: form.phoneCode, mobile: form.mobile, email: form.email }));
  return fieldErrorsOf(problems, EXHIBITOR_FIELDS);
}

export const createBodyOf = (form: ExhibitorForm): ExhibitorCreateBody => ({
  name: form.name.trim(),
  boothNumber: form.boothNumber.trim(),
  categoryId: form.categoryId === "" ? null : form.categoryId,
  owner: { fullName: form.ownerName.trim(), phoneCode: form.phoneCode.trim(), mobile: form.mobile.trim(), email: form.email.trim() === "" ? null : form.email.trim() },
});

export const updateBodyOf = (form: ExhibitorForm): ExhibitorUpdateBody => ({
  name: form.name.trim(),
  boothNumber: form.boothNumber.trim(),
  categoryId: form.categoryId === "" ? null : form.categoryId,
});

/** The allocation dialog of an exhibitor: its first category's passes, or a new category when the event has none. */
export function passFormOf(row: OrganiserExhibitor, categories: ReadonlyArray<ExhibitorCategory>): PassForm {
  const first = categories[0];
  if (!first) return { categoryId: "", categoryName: "", numberOfPasses: "" };
  return { categoryId: first._id, categoryName: "", numberOfPasses: String(allocatedIn(row, first._id)) };
}

/** The exhibitor's passes in a category (0 when it has none there). */
export const allocatedIn = (row: OrganiserExhibitor, categoryId: string): number =>
  row.passes.find((pass) => pass.categoryId === categoryId)?.allocated ?? 0;

const WHOLE = /^\d{1,7}$/;

export function passFormErrors(form: PassForm): FieldErrors<PassField> {
  const errors: Partial<Record<PassField, string>> = {};
  if (form.categoryId === "" && form.categoryName.trim() === "") errors.categoryName = EXHIBITOR_MESSAGES.categoryRequired;
  const count = WHOLE.test(form.numberOfPasses.trim()) ? Number(form.numberOfPasses.trim()) : Number.NaN;
  const problem = passCountProblem(count);
  if (problem) errors.numberOfPasses = problem;
  return errors;
}

export const passBodyOf = (form: PassForm): PassAllocationBody => ({
  ...(form.categoryId === "" ? { categoryName: form.categoryName.trim() } : { categoryId: form.categoryId }),
  numberOfPasses: Number(form.numberOfPasses.trim()),
});

/** The list's search: company, booth, category, or the owner's name, number or e-mail. */
export function matchesSearch(row: OrganiserExhibitor, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [row.name, row.boothNumber, row.categoryName, row.owner?.fullName, row.owner?.mobile, row.owner?.email]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** "4 of 10 used" per category, for the list. */
export const passLine = (row: OrganiserExhibitor): string =>
  row.passes.length === 0 ? "No passes" : row.passes.map((pass) => `${pass.categoryName}: ${pass.used} of ${pass.allocated} used`).join(" · ");
