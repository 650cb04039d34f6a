import { css } from "styled-system/css";
import type { FormField } from "../../rules/referral-form-rules.ts";
import { SanitizedHtml } from "../components/sanitized-html.tsx";

/**
 * The parts of a referral form that take no answer (SPEC §3 display-only types title, html, info,
 * line) and the notes shown in place of a definition the form cannot use (SPEC §5).
 */

const titleClass = css({ fontSize: "md", fontWeight: "semibold", color: "fg.default", mt: "1" });
const htmlClass = css({
  fontSize: "sm",
  color: "fg.default",
  "& p + p": { mt: "2" },
  "& a": { color: "accent.text", textDecoration: "underline" },
  "& ul, & ol": { ps: "5", listStyle: "revert" },
});
const infoClass = css({
  fontSize: "sm",
  bg: "accent.subtle",
  color: "accent.text",
  borderWidth: "1px",
  borderColor: "accent.border",
  borderRadius: "md",
  px: "3",
  py: "2",
});
const lineClass = css({ borderTopWidth: "1px", borderColor: "border.default", my: "1" });
const noteClass = css({
  fontSize: "sm",
  bg: "warning.subtle",
  color: "warning.text",
  borderWidth: "1px",
  borderColor: "warning.border",
  borderRadius: "md",
  px: "3",
  py: "2",
});

const textOf = (field: FormField): string => field.content?.trim() || field.label?.trim() || "";

export function FormDisplayField({ field }: { readonly field: FormField }) {
  switch (field.type) {
    case "title":
      return <h3 className={titleClass}>{textOf(field)}</h3>;
    case "html":
      return <SanitizedHtml html={field.content ?? ""} className={htmlClass} />;
    case "info":
      return <p className={infoClass}>{textOf(field)}</p>;
    case "line":
      return <hr className={lineClass} />;
    default:
      return null;
  }
}

/** SPEC §5: a field lacking a name is skipped, and says so. */
export const needsNameText = (type: string): string => `Field type ${type} needs a name.`;
/** SPEC §5: "Unsupported field: <type> (<name>)". */
export const unsupportedText = (type: string, name: string): string => `Unsupported field: ${type} (${name})`;

export function FieldNote({ text }: { readonly text: string }) {
  return <p className={noteClass}>{text}</p>;
}
