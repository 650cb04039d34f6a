import type { FormFieldDefinition } from "./context.ts";

// A referral form answered from its own definitions, so the recipe keeps working when the
// organiser's form changes. Only required fields are answered: that is the smallest valid form.

const DISPLAY_ONLY = new Set(["title", "html", "info", "line"]);

function firstOption(field: FormFieldDefinition): string | undefined {
  if (typeof field.options === "string") return field.options.split(",")[0]?.trim();
  return field.options?.[0]?.value;
}

function dateWithin(field: FormFieldDefinition): string {
  return (field.minDate ?? field.maxDate ?? "2030-01-15").slice(0, 10);
}

function answerFor(field: FormFieldDefinition, person: { firstName: string; lastName: string; email: string; mobile: string }): unknown {
  const rule = field.validation ?? {};
  switch (field.type) {
    case "email":
      return person.email;
    case "number":
      return typeof rule.min === "number" ? rule.min : 1;
    case "checkbox":
      return true;
    case "date":
      return dateWithin(field);
    case "datetime":
      return `${dateWithin(field)}T10:00`;
    case "time":
      return "10:00";
    case "select":
      return firstOption(field) ?? "option";
    case "multiSelect":
      return [firstOption(field) ?? "option"];
    case "mobilenumber":
      return { country: firstOption(field) ?? "91", number: person.mobile };
    case "password":
      return "guest-pass-1";
    case "image":
      return "eventWebsite/badge-photo.png";
    case "file":
      return "eventWebsite/id-proof.pdf";
    default:
      if (field.name === "firstName") return person.firstName;
      if (field.name === "lastName") return person.lastName;
      if (/email/i.test(field.name ?? "")) return person.email;
      return "Contract test answer";
  }
}

export function answerRequiredFields(
  fields: FormFieldDefinition[],
  person: { firstName: string; lastName: string; email: string; mobile: string },
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field.name || DISPLAY_ONLY.has(field.type) || !field.required) continue;
    answers[field.name] = answerFor(field, person);
  }
  return answers;
}
