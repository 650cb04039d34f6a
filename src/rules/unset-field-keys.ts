import type { FormField } from "./form-rules.ts";

/**
 * A form-field definition's optional keys as the contract holds them when the organiser set none:
 * every key present, null (or the default width), so a definition built here reads as one stored.
 */
export const UNSET_FIELD_KEYS: Omit<FormField, "_id" | "name" | "type"> = {
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
};
