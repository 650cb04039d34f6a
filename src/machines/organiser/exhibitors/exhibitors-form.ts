// The console's exhibitor dialogs as plain data: the add/edit form and the pass allocation form,
// their checks (the rules the server applies, src/rules/exhibitor-rules.ts), the request bodies and
// the dialogs' inputs; and the list's search and pass figures.
import type { components } from "../../../api/schema.d.ts";
import { exhibitorProblems, ownerProblems, passCountProblem, EXHIBITOR_MESSAGES, type FieldProblem } from "../../../rules/exhibitor-rules.ts";
import { serverWording } from "../../forms/dialog-wording.ts";
import type { EntityDialogInput, EntityRecord, FieldErrors, FormValues } from "../../forms/entity-dialog-form.ts";

export type OrganiserExhibitor = components["schemas"]["OrganiserExhibitor"];
export type ExhibitorCategory = components["schemas"]["OrganiserExhibitorCategory"];
export type ExhibitorRemoval = components["schemas"]["OrganiserExhibitorRemoval"];
export type ExhibitorTeamMember = components["schemas"]["OrganiserExhibitorTeamMember"];
export type ExhibitorList = components["schemas"]["OrganiserExhibitorListResponse"]["data"];
type ExhibitorCreateBody = components["schemas"]["OrganiserExhibitorCreateRequest"];
type ExhibitorUpdateBody = components["schemas"]["OrganiserExhibitorUpdateRequest"];
type PassAllocationBody = components["schemas"]["OrganiserPassAllocationRequest"];

export const EXHIBITORS_MESSAGES = {
  empty: "No exhibitors yet. Add the first one.",
  noMatch: "No exhibitor matches the search.",
  saveFailed: "The exhibitor could not be saved. Check your connection and try again.",
  passesFailed: "The passes could not be saved. Check your connection and try again.",
  removeFailed: "The exhibitor could not be removed. Check your connection and try again.",
  inviteFailed: "The invitation could not be sent. Try again shortly.",
  teamFailed: "The team could not be read. Check your connection and try again.",
} as const;

const text = (form: FormValues, field: string): string => {
  const value = form[field];
  return typeof value === "string" ? value : "";
};

/** The request's paths, as the server names them, to the dialogs' fields (the owner is nested in the body, flat in the form). */
const FIELD_OF_PATH: Readonly<Record<string, string>> = {
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
export const fieldOfPath = (path: string): string | null => FIELD_OF_PATH[path] ?? null;

const firstPerField = (problems: ReadonlyArray<FieldProblem>): FieldErrors => {
  const errors: Record<string, string> = {};
  for (const { path, message } of problems) {
    const field = fieldOfPath(path);
    if (field !== null && errors[field] === undefined) errors[field] = message;
  }
  return errors;
};

/**
 * The add and edit form; `_id` is the edited exhibitor's (empty while adding). The owner, who is
 * invited, is given when adding only: the owner's details are theirs once invited.
 */
export const EMPTY_EXHIBITOR_FORM: FormValues = { _id: "", name: "", boothNumber: "", categoryId: "", ownerName: "", phoneCode: "91", mobile: "", email: "" };

const adding = (form: FormValues): boolean => text(form, "_id") === "";

export const exhibitorFormErrors = (form: FormValues): FieldErrors => {
  const problems = exhibitorProblems({ name: text(form, "name"), boothNumber: text(form, "boothNumber") });
  if (adding(form)) {
    problems.push(...ownerProblems({ fullName: text(form, "ownerName"), phoneCode: text(form, "phoneCode"), mobile: text(form, "mobile"), email: text(form, "email") }));
  }
  return firstPerField(problems);
};

const companyOf = (form: FormValues) => ({
  name: text(form, "name").trim(),
  boothNumber: text(form, "boothNumber").trim(),
  categoryId: text(form, "categoryId") === "" ? null : text(form, "categoryId"),
});

/** PUT /organiser/exhibitors/{id}: the company's own fields. */
export const updateBodyOf = (form: FormValues): ExhibitorUpdateBody => companyOf(form);

/** POST /organiser/exhibitors: the company and its owner, who is invited. */
export const createBodyOf = (form: FormValues): ExhibitorCreateBody => {
  const email = text(form, "email").trim();
  return {
    ...companyOf(form),
    owner: { fullName: text(form, "ownerName").trim(), phoneCode: text(form, "phoneCode").trim(), mobile: text(form, "mobile").trim(), email: email === "" ? null : email },
  };
};

/** The exhibitor's passes in a category (0 when it has none there). */
export const allocatedIn = (row: Pick<OrganiserExhibitor, "passes">, categoryId: string): number =>
  row.passes.find((pass) => pass.categoryId === categoryId)?.allocated ?? 0;

/**
 * The passes dialog opens on an exhibitor as this record: the exhibitor, and its form on the event's
 * first category with the passes it holds there (a new category when the event has none).
 */
export const passesRecordOf = (row: OrganiserExhibitor, categories: ReadonlyArray<ExhibitorCategory>): EntityRecord => {
  const first = categories[0];
  return { ...row, categoryId: first?._id ?? "", categoryName: "", numberOfPasses: first === undefined ? "" : String(allocatedIn(row, first._id)) };
};

export const EMPTY_PASS_FORM: FormValues = { categoryId: "", categoryName: "", numberOfPasses: "" };

/** Choosing another category shows what the exhibitor holds in it. */
export const followPassCategory = (form: FormValues, field: string, selected: EntityRecord | null): FormValues => {
  const categoryId = text(form, "categoryId");
  if (field !== "categoryId" || categoryId === "" || selected === null) return form;
  return { ...form, numberOfPasses: String(allocatedIn(selected as unknown as OrganiserExhibitor, categoryId)) };
};

const WHOLE = /^\d{1,7}$/;

export const passFormErrors = (form: FormValues): FieldErrors => {
  const count = WHOLE.test(text(form, "numberOfPasses").trim()) ? Number(text(form, "numberOfPasses").trim()) : Number.NaN;
  const problem = passCountProblem(count);
  return {
    ...(text(form, "categoryId") === "" && text(form, "categoryName").trim() === "" ? { categoryName: EXHIBITOR_MESSAGES.categoryRequired } : {}),
    ...(problem === null ? {} : { numberOfPasses: problem }),
  };
};

export const passBody = (form: FormValues): PassAllocationBody => ({
  ...(text(form, "categoryId") === "" ? { categoryName: text(form, "categoryName").trim() } : { categoryId: text(form, "categoryId") }),
  numberOfPasses: Number(text(form, "numberOfPasses").trim()),
});

/** The screen says how a save went in its status line, and a refusal in the dialog: nothing is toasted. */
const wording = (failed: string) =>
  serverWording({ add: failed, update: failed, delete: EXHIBITORS_MESSAGES.removeFailed, firstStep: failed }, { toasted: [], fieldOf: fieldOfPath });

export const EXHIBITOR_DIALOG_INPUT: EntityDialogInput = {
  entity: "exhibitor",
  emptyForm: EMPTY_EXHIBITOR_FORM,
  validate: exhibitorFormErrors,
  wording: wording(EXHIBITORS_MESSAGES.saveFailed),
};

export const PASSES_DIALOG_INPUT: EntityDialogInput = {
  entity: "exhibitorPasses",
  emptyForm: EMPTY_PASS_FORM,
  validate: passFormErrors,
  follow: followPassCategory,
  wording: wording(EXHIBITORS_MESSAGES.passesFailed),
};

/** The list's search: company, booth, category, or the owner's name, number or e-mail. */
export function matchesSearch(row: OrganiserExhibitor, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [row.name, row.boothNumber, row.categoryName, row.owner?.fullName, row.owner?.mobile, row.owner?.email]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The rows the search leaves. */
export const shownExhibitors = (rows: ReadonlyArray<OrganiserExhibitor>, search: string): ReadonlyArray<OrganiserExhibitor> =>
  rows.filter((row) => matchesSearch(row, search));

/** The empty list's words, or null when there are rows to show. */
export const exhibitorsEmptyMessage = (rows: ReadonlyArray<OrganiserExhibitor>, search: string): string | null => {
  if (rows.length === 0) return EXHIBITORS_MESSAGES.empty;
  return shownExhibitors(rows, search).length === 0 ? EXHIBITORS_MESSAGES.noMatch : null;
};

/** "4 of 10 used" per category, for the list. */
export const passLine = (row: OrganiserExhibitor): string =>
  row.passes.length === 0 ? "No passes" : row.passes.map((pass) => `${pass.categoryName}: ${pass.used} of ${pass.allocated} used`).join(" · ");
