import type { components } from "../../../api/schema.d.ts";
import { isEmailAddress } from "../../../rules/field-rules.ts";
import { serverWording } from "../../forms/dialog-wording.ts";
import type { EntityDialogInput, FieldErrors, FormValues } from "../../forms/entity-dialog-form.ts";

export type OrganiserAccount = components["schemas"]["OrganiserAccount"];
export type InviteOrganiserRequest = components["schemas"]["InviteOrganiserRequest"];

/** The invitation form; `role` is an organiser role (staff unless chosen). */
export const EMPTY_INVITE: FormValues = { name: "", phoneCode: "+91", mobile: "", email: "", role: "organiser-staff" };

const text = (form: FormValues, field: string): string => {
  const value = form[field];
  return typeof value === "string" ? value.trim() : "";
};

/** What the invitation form asks before it is sent; the server checks the same again. */
export const inviteErrors = (form: FormValues): FieldErrors => ({
  ...(text(form, "name") === "" ? { name: "Name is required" } : {}),
  ...(/^\+?[0-9]{1,4}$/.test(text(form, "phoneCode")) ? {} : { phoneCode: "Country code is 1 to 4 digits, such as +91" }),
  ...(/^[0-9]{6,15}$/.test(text(form, "mobile")) ? {} : { mobile: "Mobile number is 6 to 15 digits" }),
  ...(text(form, "email") !== "" && !isEmailAddress(text(form, "email")) ? { email: "Enter a valid e-mail address" } : {}),
});

export const inviteRequest = (form: FormValues): InviteOrganiserRequest => ({
  name: text(form, "name"),
  phoneCode: text(form, "phoneCode"),
  mobile: text(form, "mobile"),
  role: text(form, "role") as InviteOrganiserRequest["role"],
  ...(text(form, "email") === "" ? {} : { email: text(form, "email") }),
});

/** The invitation is the dialog's add; removing an organiser its delete (after its question). */
export const INVITE_DIALOG_INPUT: EntityDialogInput = {
  entity: "organiser",
  emptyForm: EMPTY_INVITE,
  validate: inviteErrors,
  wording: serverWording({
    add: "The invitation could not be sent.",
    update: "The invitation could not be sent.",
    firstStep: "The invitation could not be sent.",
    delete: "The organiser could not be removed.",
  }),
};
