import { formFields } from "styled-system/recipes";
import type { FormField } from "../../rules/form-rules.ts";
import { SanitizedHtml } from "../components/sanitized-html.tsx";

/**
 * The parts of a referral form that take no answer (SPEC §3 display-only types title, html, info,
 * line) and the notes shown in place of a definition the form cannot use (SPEC §5).
 */

const classes = formFields();

const textOf = (field: FormField): string => field.content?.trim() || field.label?.trim() || "";

export function FormDisplayField({ field }: { readonly field: FormField }) {
  switch (field.type) {
    case "title":
      return <h3 className={classes.title}>{textOf(field)}</h3>;
    case "html":
      return <SanitizedHtml html={field.content ?? ""} className={classes.html} />;
    case "info":
      return <p className={classes.info}>{textOf(field)}</p>;
    case "line":
      return <hr className={classes.line} />;
    default:
      return null;
  }
}

/** SPEC §5: a field lacking a name is skipped, and says so. */
export const needsNameText = (type: string): string => `Field type ${type} needs a name.`;
/** SPEC §5: "Unsupported field: <type> (<name>)". */
export const unsupportedText = (type: string, name: string): string => `Unsupported field: ${type} (${name})`;

export function FieldNote({ text }: { readonly text: string }) {
  return <p className={classes.note}>{text}</p>;
}
