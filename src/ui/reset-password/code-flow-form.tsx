import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { codeFlowForm } from "styled-system/recipes";
import type { CodeStepRef } from "../../machines/codes/code-step.machine.ts";
import type { codeFlowMachine, CodeFlowField } from "../../machines/reset-password/code-flow.machine.ts";
import { Button } from "../components/button.tsx";
import { ResendCodeButton, type ResendLabels } from "../components/resend-code-button.tsx";
import { useCodeStep } from "../components/use-code-step.ts";
import { TextField } from "../components/field.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

export type CodeFlowActorRef = ActorRefFrom<typeof codeFlowMachine>;

interface CodeFlowFormProps {
  readonly flow: CodeFlowActorRef;
  /** "Send code" for the own number, or a label naming where it goes. */
  readonly sendLabel: string;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly numberLabel?: string;
}

const classes = codeFlowForm();

const RESEND_CODE: ResendLabels = { resend: "Resend code", resending: "Resend code", countdown: (seconds) => `Resend code in ${seconds}s` };

/** A change proven by a code: the number (when asked), Send code, then the code (and new password). */
export function CodeFlowForm({ flow, sendLabel, submitLabel, busyLabel, numberLabel = "Mobile Number" }: CodeFlowFormProps) {
  const view = useSelector(
    flow,
    (snapshot) => ({
      codeStep: snapshot.hasTag("codeStep"),
      busy: snapshot.hasTag("busy"),
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      values: snapshot.context,
      errors: snapshot.context.errors,
      step: snapshot.children.codeStep as CodeStepRef | undefined,
    }),
    shallowEqual,
  );
  if (view.codeStep) {
    const labels = { submitLabel, busyLabel };
    return <CodeEntryForm step={view.step} needsPassword={view.values.needsPassword} {...labels} onBack={() => flow.send({ type: "flow.back" })} />;
  }
  const field = (name: CodeFlowField) => ({
    value: view.values[name],
    error: view.errors[name],
    onChange: (event: { target: { value: string } }) => flow.send({ type: "field.change", field: name, value: event.target.value }),
  });
  return (
    <form noValidate onSubmit={onFormSubmit(() => flow.send({ type: "code.send" }))} className={classes.form}>
      {view.values.needsNumber ? (
        <div className={classes.mobileRow}>
          <TextField label="Country Code" type="tel" autoComplete="tel-country-code" {...field("phoneCode")} />
          <TextField label={numberLabel} type="tel" inputMode="numeric" autoComplete="tel-national" {...field("mobile")} />
        </div>
      ) : null}
      <ErrorText message={view.error} />
      <Button type="submit" disabled={view.busy} aria-busy={view.busy}>
        {view.busy ? "Sending code..." : sendLabel}
      </Button>
    </form>
  );
}

/** The code step's entry: the code (and the new password), why the last try failed, the change, Resend and Back. */
function CodeEntryForm(props: {
  readonly step: CodeStepRef | undefined;
  readonly needsPassword: boolean;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly onBack: () => void;
}) {
  const entry = useCodeStep(props.step);
  const field = (name: string) => ({
    value: entry.fields[name] ?? "",
    error: entry.fieldErrors[name],
    onChange: (event: { target: { value: string } }) => entry.change(name, event.target.value),
  });
  return (
    <form noValidate onSubmit={onFormSubmit(entry.verify)} className={classes.form}>
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={4} {...field("code")} />
      {props.needsPassword ? (
        <>
          <TextField label="New Password" type="password" autoComplete="new-password" {...field("newPassword")} />
          <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...field("confirmPassword")} />
        </>
      ) : null}
      <ErrorText message={entry.error} />
      <div className={classes.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy}>
          {entry.busy ? props.busyLabel : props.submitLabel}
        </Button>
        <ResendCodeButton entry={entry} labels={RESEND_CODE} variant="outline" />
        <Button type="button" variant="link" onClick={props.onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}

function ErrorText({ message }: { readonly message: string | null }) {
  return message ? (
    <p role="alert" className={classes.error}>
      {message}
    </p>
  ) : null;
}
