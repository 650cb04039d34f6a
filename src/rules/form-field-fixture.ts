import type { FormField } from "./referral-form-rules.ts";

/**
 * A form-field definition as GET /form-fields answers it, for tests of the rules and of the
 * referral form: every key of the contract present, null (or the default width) where unset.
 */
export const formField = (field: Partial<FormField> & Pick<FormField, "_id" | "name" | "type">): FormField => ({
  label: null,
  placeholder: null,
  sublabel: null,
  footnote: null,
  content: null,
  required: false,
  default: null,
  validation: null,
  options: null,
  selectApi: null,
  apiType: null,
  customClass: "default",
  minDate: null,
  maxDate: null,
  allowedFileTypes: null,
  ...field,
});
