import { isEmailAddress } from "../../../rules/field-rules.ts";
import type { InviteField, InviteForm, InviteOrganiserRequest } from "./organisers-screen.types.ts";

/** What the invitation form asks before it is sent; the server checks the same again. */
export const inviteErrors = (form: InviteForm): Partial<Record<InviteField, string>> => {
  const errors: Partial<Record<InviteField, string>> = {};
  if (form.name.trim() === "") errors.name = "Name is required";
  if (!/^\+?[0-9]{1,4}$/.test(form.phoneCode.trim())) errors.phoneCode = "Country code is 1 to 4 digits, such as +91";
  if (!/^[0-9]{6,15}$/.test(form.mobile.trim())) errors.mobile = "Mobile number is 6 to 15 digits";
  if (form.email.trim() !== "" && !isEmailAddress(form.email.trim())) errors.email = "Enter a valid e-mail address";
  return errors;
};

export const inviteRequest = (form: InviteForm): InviteOrganiserRequest => ({
  name: form.name.trim(),
  phoneCode: form.phoneCode.trim(),
  mobile: form.mobile.trim(),
  role: form.role,
  ...(form.email.trim() === "" ? {} : { email: form.email.trim() }),
});
