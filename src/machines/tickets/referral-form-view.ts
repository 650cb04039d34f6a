import { answerableFields, checkForm } from "../../rules/form-rules.ts";
import { uploadRunning } from "../forms/upload-fields.ts";
import { REFERRAL_TEXTS } from "./referral-outcome.ts";
import type { ReferralRegistrationContext, ReferralRegistrationSnapshot } from "./referral-registration.machine.ts";

// What the referral dialog derives from the registration machine's snapshot.

/** SPEC §5: a field's error shows once it was touched; the server's shows until the field changes. */
export const shownErrors = (context: ReferralRegistrationContext): Readonly<Record<string, string>> => {
  const check = checkForm(context.fields, context.values);
  const shown: Record<string, string> = {};
  for (const field of answerableFields(context.fields)) {
    const own = field.name in context.touched ? check.errors[field.name] : undefined;
    const message = own ?? context.serverErrors[field.name];
    if (message !== undefined) shown[field.name] = message;
  }
  return shown;
};

/** SPEC §2: disabled while busy, while an upload runs or while the form is invalid. */
export const submitDisabled = (snapshot: ReferralRegistrationSnapshot): boolean =>
  !snapshot.matches("ready") || uploadRunning(snapshot.context.uploading) || !checkForm(snapshot.context.fields, snapshot.context.values).valid;

export const submitLabel = (snapshot: ReferralRegistrationSnapshot): string =>
  snapshot.matches("submitting") ? REFERRAL_TEXTS.submitting : REFERRAL_TEXTS.submit;
