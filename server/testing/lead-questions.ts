// Lead questions as a client sends them (PUT /company/lead-questions), for the tests of leads.

/** A question in the contract's FormField shape (every key present). */
export function question(name: string, type: string, extra: Record<string, unknown> = {}) {
  return {
    _id: crypto.randomUUID(),
    name,
    type,
    label: name,
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
    customClass: 'default',
    minDate: null,
    maxDate: null,
    allowedFileTypes: null,
    ...extra,
  };
}

export const options = (...values: string[]) => values.map((value) => ({ value, label: value }));
