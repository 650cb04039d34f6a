// The shape of a form field as the database keeps it (jsonb): pass forms (form_fields.definition)
// and a company's lead questions (exhibitors.lead_questions). A file of its own so the tables of
// both import it without importing each other.

// The SPEC §3 form-field definition, kept whole as JSON.
export interface FormFieldOption {
  value: string;
  label: string;
}
export type FormFieldType =
  | 'text'
  | 'email'
  | 'number'
  | 'password'
  | 'textarea'
  | 'date'
  | 'datetime'
  | 'time'
  | 'checkbox'
  | 'select'
  | 'multiSelect'
  | 'image'
  | 'file'
  | 'mobilenumber'
  | 'title'
  | 'html'
  | 'info'
  | 'line';
export interface FormFieldDefinition {
  name?: string;
  // Definitions written by other tools may carry a type this version does not know; browsers show
  // it as unsupported and the server takes its answer as one line of text.
  type: FormFieldType | (string & {});
  label?: string;
  placeholder?: string;
  sublabel?: string;
  footnote?: string;
  content?: string;
  required?: boolean;
  default?: unknown;
  validation?: Record<string, unknown>;
  // apiType 'CSV' carries options as one comma-separated string.
  options?: FormFieldOption[] | string;
  selectApi?: string;
  apiType?: string;
  customClass?: 'half' | 'full' | 'default';
  minDate?: string;
  maxDate?: string;
  allowedFileTypes?: string[];
}
