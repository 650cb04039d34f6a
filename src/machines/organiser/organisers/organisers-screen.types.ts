import type { components } from "../../../api/schema.d.ts";
import type { OrganiserRole } from "../../../rules/roles.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";

export type OrganiserAccount = components["schemas"]["OrganiserAccount"];
export type InviteOrganiserRequest = components["schemas"]["InviteOrganiserRequest"];

export interface InviteForm {
  readonly name: string;
  readonly phoneCode: string;
  readonly mobile: string;
  readonly email: string;
  readonly role: OrganiserRole;
}
export type InviteField = keyof InviteForm;

export const EMPTY_INVITE: InviteForm = { name: "", phoneCode: "+91", mobile: "", email: "", role: "organiser-staff" };

export interface OrganisersScreenContext {
  readonly role: OrganiserRole;
  readonly organisers: ReadonlyArray<OrganiserAccount>;
  readonly error: string | null;
  readonly form: InviteForm;
  readonly fieldErrors: Partial<Record<InviteField, string>>;
  readonly formError: string | null;
  /** The organiser whose removal waits for a confirmation, or is running. */
  readonly removing: OrganiserAccount | null;
}

export type OrganisersScreenEvent =
  | { readonly type: "list.retry" }
  | { readonly type: "invite.open" }
  | { readonly type: "invite.change"; readonly field: InviteField; readonly value: string }
  | { readonly type: "invite.submit" }
  | { readonly type: "invite.cancel" }
  | { readonly type: "remove.ask"; readonly organiser: OrganiserAccount }
  | { readonly type: "remove.confirm" }
  | { readonly type: "remove.cancel" };

export interface OrganisersScreenTypes {
  input: ConsoleScreenInput;
  context: OrganisersScreenContext;
  events: OrganisersScreenEvent;
  tags: "busy" | "error" | "dialog";
}
