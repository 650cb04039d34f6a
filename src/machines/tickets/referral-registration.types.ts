import type { components } from "../../api/schema.d.ts";
import type { FieldValue, FormField, FormValues } from "../../rules/form-rules.ts";
import type { OptionsLoadedEvent } from "../forms/select-options.machine.ts";
import type { RunningUploads, UploadReport } from "../forms/upload-fields.ts";
import type { RegisteredTicket } from "./referral-outcome.ts";

// The referral registration's types, apart from its chart (referral-registration.machine.ts).

/** The contract's body: the pass id plus the answers as top-level keys. */
export type RegistrationBody = components["schemas"]["ReferralRegistrationRequest"];

export interface ReferralRegistrationInput {
  /** The pass the person is registered on (the call's `ticketId`). */
  readonly passId: string;
  readonly eventId: string;
}

export interface ReferralRegistrationContext {
  readonly passId: string;
  readonly eventId: string;
  /** The pass's form-field definitions, in display order (display-only and nameless ones included). */
  readonly fields: ReadonlyArray<FormField>;
  readonly values: FormValues;
  /** Fields whose errors may show (SPEC §5: after the field was touched); keys in field order. */
  readonly touched: Readonly<Record<string, true>>;
  /** The server's per-field messages of the last refused registration, until that field changes. */
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly error: string | null;
  /** The server's HTML message of the last registration. */
  readonly successMessage: string | null;
  /** The ticket the last registration issued: its code, its badge, and what became of its e-mail. */
  readonly ticket: RegisteredTicket | null;
  /** The image and file fields whose upload runs. */
  readonly uploading: RunningUploads;
}

export type ReferralRegistrationEvent =
  | { readonly type: "field.change"; readonly name: string; readonly value: FieldValue }
  | { readonly type: "field.blur"; readonly name: string }
  | { readonly type: "form.submit" }
  | { readonly type: "registration.again" }
  | { readonly type: "fields.retry" }
  | OptionsLoadedEvent
  | UploadReport;

export interface ReferralRegistrationTypes {
  context: ReferralRegistrationContext;
  events: ReferralRegistrationEvent;
  input: ReferralRegistrationInput;
  tags: "busy" | "error";
}
