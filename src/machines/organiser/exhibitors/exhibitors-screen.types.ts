import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import type { OrganiserRole } from "../../../rules/roles.ts";
import type {
  ExhibitorCategory,
  ExhibitorCreateBody,
  ExhibitorField,
  ExhibitorForm,
  ExhibitorRemoval,
  ExhibitorTeamMember,
  ExhibitorUpdateBody,
  FieldErrors,
  OrganiserExhibitor,
  PassAllocationBody,
  PassField,
  PassForm,
} from "./exhibitors-form.ts";

export const EXHIBITORS_MESSAGES = {
  empty: "No exhibitors yet. Add the first one.",
  noMatch: "No exhibitor matches the search.",
  saveFailed: "The exhibitor could not be saved. Check your connection and try again.",
  passesFailed: "The passes could not be saved. Check your connection and try again.",
  removeFailed: "The exhibitor could not be removed. Check your connection and try again.",
  inviteFailed: "The invitation could not be sent. Try again shortly.",
  teamFailed: "The team could not be read. Check your connection and try again.",
} as const;

export interface ExhibitorListAnswer {
  readonly exhibitors: ReadonlyArray<OrganiserExhibitor>;
  readonly categories: ReadonlyArray<ExhibitorCategory>;
}

/** A saved exhibitor, and the server's sentence about it ("Added Acme and invited Asha by SMS."). */
export interface ExhibitorSaved {
  readonly exhibitor: OrganiserExhibitor;
  readonly message: string;
}

export type SaveExhibitorInput = { readonly id: null; readonly body: ExhibitorCreateBody } | { readonly id: string; readonly body: ExhibitorUpdateBody };
export interface AllocatePassesInput {
  readonly id: string;
  readonly body: PassAllocationBody;
}
export interface ExhibitorIdInput {
  readonly id: string;
}

export interface ExhibitorsScreenContext {
  readonly role: OrganiserRole;
  readonly exhibitors: ReadonlyArray<OrganiserExhibitor>;
  readonly categories: ReadonlyArray<ExhibitorCategory>;
  /** Why the list could not be read (shown with Retry). */
  readonly error: string | null;
  readonly search: string;
  /** The exhibitor a dialog is about; null in the add dialog. */
  readonly selected: string | null;
  readonly form: ExhibitorForm;
  readonly formErrors: FieldErrors<ExhibitorField>;
  readonly passForm: PassForm;
  readonly passErrors: FieldErrors<PassField>;
  /** What goes with the exhibitor being removed, as the server counted it. */
  readonly removal: ExhibitorRemoval | null;
  readonly team: ReadonlyArray<ExhibitorTeamMember>;
  /** The open dialog's own failure (a refused save, a 409's words); the typed values stay. */
  readonly dialogError: string | null;
  /** The last action's outcome for the list's status line. */
  readonly notice: { readonly tone: "success" | "error"; readonly text: string } | null;
}

export type ExhibitorsScreenEvent =
  | { readonly type: "list.retry" }
  | { readonly type: "list.refresh" }
  | { readonly type: "search.change"; readonly value: string }
  | { readonly type: "exhibitor.add" }
  | { readonly type: "exhibitor.edit"; readonly id: string }
  | { readonly type: "form.change"; readonly field: ExhibitorField; readonly value: string }
  | { readonly type: "form.submit" }
  | { readonly type: "passes.open"; readonly id: string }
  | { readonly type: "passes.change"; readonly field: PassField; readonly value: string }
  | { readonly type: "passes.submit" }
  | { readonly type: "remove.open"; readonly id: string }
  | { readonly type: "remove.continue" }
  | { readonly type: "remove.back" }
  | { readonly type: "remove.confirm" }
  | { readonly type: "team.open"; readonly id: string }
  | { readonly type: "invite.resend"; readonly id: string }
  | { readonly type: "dialog.close" };

export interface ExhibitorsScreenTypes {
  input: ConsoleScreenInput;
  context: ExhibitorsScreenContext;
  events: ExhibitorsScreenEvent;
  tags: "busy" | "error";
}
