import { useSelector } from "@xstate/react";
import { visitorNameForm } from "styled-system/recipes";
import { SCAN_TEXTS } from "../../machines/scan/scan-texts.ts";
import { VISITOR_LIMITS, type VisitorField } from "../../machines/scan/visitor-name-rules.ts";
import type { VisitorNameRef } from "../../machines/scan/visitor-name.machine.ts";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { TextField } from "../components/field.tsx";
import { useNameAskedMark } from "./use-scan-saved-mark.ts";
import { onFormSubmit } from "../components/form-submit.ts";

const classes = visitorNameForm();

const FIELDS: ReadonlyArray<{ readonly name: VisitorField; readonly label: string; readonly type: string; readonly autoComplete: string }> = [
  { name: "fullName", label: "Name", type: "text", autoComplete: "off" },
  { name: "emailId", label: "Email (optional)", type: "email", autoComplete: "off" },
  { name: "companyName", label: "Company (optional)", type: "text", autoComplete: "off" },
  { name: "phone", label: "Phone (optional)", type: "tel", autoComplete: "off" },
];

/**
 * The visitor's name for a code that holds only text. The code's text is shown as text (React
 * escapes it; a code may hold markup). `saving` is the screen's: the code is being kept.
 */
export function VisitorNameForm({ form, saving }: { readonly form: VisitorNameRef; readonly saving: boolean }) {
  const text = useSelector(form, (snapshot) => snapshot.context.text);
  const values = useSelector(form, (snapshot) => snapshot.context.form);
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  useNameAskedMark(form, text);
  return (
    <Card title={SCAN_TEXTS.nameTitle} description={SCAN_TEXTS.nameHelp}>
      <form
        noValidate
        className={classes.root}
        aria-label={SCAN_TEXTS.nameTitle}
        onSubmit={onFormSubmit(() => form.send({ type: "name.submit" }))}
      >
        <div>
          <p className={classes.note}>{SCAN_TEXTS.nameRead}</p>
          <p className={classes.readText} data-testid="scan-read-text">
            {text}
          </p>
        </div>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            requiredMark={field.name === "fullName"}
            maxLength={VISITOR_LIMITS[field.name]}
            value={values[field.name]}
            error={errors[field.name]}
            disabled={saving}
            onChange={(event) => form.send({ type: "name.change", field: field.name, value: event.target.value })}
          />
        ))}
        <div className={classes.row}>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : SCAN_TEXTS.nameSave}
          </Button>
          <Button variant="outline" disabled={saving} onClick={() => form.send({ type: "name.cancel" })}>
            {SCAN_TEXTS.nameCancel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
