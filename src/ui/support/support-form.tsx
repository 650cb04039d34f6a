import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { support } from "styled-system/recipes";
import {
  RESPONSE_PROMISES,
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  supportRequestMachine,
} from "../../machines/support/support-request.machine.ts";
import { Button } from "../components/button.tsx";
import { useForm } from "../components/use-form.ts";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
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

const classes = support();
/** Priority badge colours: calm for low, accent for medium, danger for high. */
const PRIORITY_BADGES = { low: classes.priorityLow, medium: classes.priorityMedium, high: classes.priorityHigh } as const;

/** The support request form: a thin view over the support-request form machine. */
export function SupportForm({ actor }: { readonly actor: ActorRefFrom<typeof supportRequestMachine> }) {
  const { values, busy, bind, submit } = useForm(actor);
  // Busy also while the form takes the signed-in person's name and e-mail; only a submit says so.
  const submitting = useSelector(actor, (snapshot) => snapshot.hasTag("submitting"));

  return (
    <form noValidate onSubmit={submit} aria-labelledby="support-form-title" className={classes.panel}>
      <h2 id="support-form-title" className={classes.heading}>
        Submit a Support Request
      </h2>
      <div className={classes.pair}>
        <TextField label="Name" requiredMark autoComplete="name" {...bind("name")} />
        <TextField label="Email" type="email" requiredMark autoComplete="email" {...bind("email")} />
      </div>
      <TextField label="Subject" requiredMark {...bind("subject")} />
      <div className={classes.pair}>
        <SelectField label="Category" options={options(SUPPORT_CATEGORIES)} {...bind("category")} />
        <SelectField label="Priority" options={options(SUPPORT_PRIORITIES)} {...bind("priority")} />
      </div>
      <TextareaField label="Message" rows={3} requiredMark {...bind("message")} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {submitting ? "Submitting..." : "Submit Request"}
      </Button>
      <p data-testid="priority-badge" className={classes.priority}>
        <span className={PRIORITY_BADGES[values.priority]}>{LABELS[values.priority]} Priority</span>
        <span>We'll respond {RESPONSE_PROMISES[values.priority]}</span>
      </p>
    </form>
  );
}
