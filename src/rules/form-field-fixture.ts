import type { FormField } from "./form-rules.ts";
import { UNSET_FIELD_KEYS } from "./unset-field-keys.ts";

/**
 * A form-field definition as GET /form-fields answers it, for tests of the rules and of the
 * referral form: every key of the contract present, null (or the default width) where unset.
 */
export const formField = (field: Partial<FormField> & Pick<FormField, "_id" | "name" | "type">): FormField => ({
  ...UNSET_FIELD_KEYS,
  ...field,
});
