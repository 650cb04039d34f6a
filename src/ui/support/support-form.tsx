import type { ActorRefFrom } from "xstate";
import { css } from "styled-system/css";
import {
  RESPONSE_PROMISES,
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  supportRequestMachine,
} from "../../machines/support/support-request.machine.ts";
import { Button } from "../components/button.tsx";
import { useForm } from "../components/field-binding.ts";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { formPanel } from "../components/styles.ts";
import { TextareaField } from "../components/textarea-field.tsx";

const LABELS: Readonly<Record<string, string>> = {
  general: "General",
  technical: "Technical",
  billing: "Billing",
  feature: "Feature Request",
  bug: "Bug Report",
  low: "Low",
  medium: "Medium",
  high: "High",
};
const options = (values: ReadonlyArray<string>) => values.map((value) => ({ value, label: LABELS[value] ?? value }));

const badgeBase = css.raw({ borderRadius: "full", paddingX: "2.5", paddingY: "0.5", fontWeight: "semibold", fontSize: "xs" });
/** Priority badge colours: calm for low, accent for medium, danger for high. */
const PRIORITY_BADGES = {
  low: css(badgeBase, { bg: "success.subtle", color: "success.text" }),
  medium: css(badgeBase, { bg: "accent.subtle", color: "accent.text" }),
  high: css(badgeBase, { bg: "danger.subtle", color: "danger.text" }),
} as const;

const formClass = css(formPanel);
const pair = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });

/** The support request form: a thin view over the support-request form machine. */
export function SupportForm({ actor }: { readonly actor: ActorRefFrom<typeof supportRequestMachine> }) {
  const { values, busy, bind, submit } = useForm(actor);

  return (
    <form noValidate onSubmit={submit} aria-labelledby="support-form-title" className={formClass}>
      <h2 id="support-form-title" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        Submit a Support Request
      </h2>
      <div className={pair}>
        <TextField label="Name" requiredMark autoComplete="name" {...bind("name")} />
        <TextField label="Email" type="email" requiredMark autoComplete="email" {...bind("email")} />
      </div>
      <TextField label="Subject" requiredMark {...bind("subject")} />
      <div className={pair}>
        <SelectField label="Category" options={options(SUPPORT_CATEGORIES)} {...bind("category")} />
        <SelectField label="Priority" options={options(SUPPORT_PRIORITIES)} {...bind("priority")} />
      </div>
      <TextareaField label="Message" rows={3} requiredMark {...bind("message")} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? "Submitting..." : "Submit Request"}
      </Button>
      <p data-testid="priority-badge" className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", fontSize: "sm" })}>
        <span className={PRIORITY_BADGES[values.priority]}>{LABELS[values.priority]} Priority</span>
        <span>We'll respond {RESPONSE_PROMISES[values.priority]}</span>
      </p>
    </form>
  );
}
