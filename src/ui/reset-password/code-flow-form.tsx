import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { codeFlowForm } from "styled-system/recipes";
import { resendView, type ResendCooldownRef } from "../../machines/codes/resend-cooldown.machine.ts";
import type { codeFlowMachine, CodeFlowField } from "../../machines/reset-password/code-flow.machine.ts";
import { useSecondsUntil } from "../components/use-seconds-until.ts";
import { Button } from "../components/button.tsx";
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
      resendActor: snapshot.children.resendCooldown as ResendCooldownRef | undefined,
    }),
    shallowEqual,
  );
  // The code step's resend is a child of its own (resend-cooldown.machine.ts): it says when a resend may go.
  const resend = useSelector(view.resendActor, resendView, shallowEqual);
  const seconds = useSecondsUntil(resend.coolingDown ? resend.resendAvailableAt : null);
  const field = (name: CodeFlowField) => ({
    value: view.values[name],
    error: view.errors[name],
    onChange: (event: { target: { value: string } }) => flow.send({ type: "field.change", field: name, value: event.target.value }),
  });
  const onSend = onFormSubmit(() => flow.send({ type: "code.send" }));
  const onSubmit = onFormSubmit(() => flow.send({ type: "form.submit" }));
  const alert = view.error ? (
    <p role="alert" className={classes.error}>
      {view.error}
    </p>
  ) : null;

  if (!view.codeStep) {
    return (
      <form noValidate onSubmit={onSend} className={classes.form}>
        {view.values.needsNumber ? (
          <div className={classes.mobileRow}>
            <TextField label="Country Code" type="tel" autoComplete="tel-country-code" {...field("phoneCode")} />
            <TextField label={numberLabel} type="tel" inputMode="numeric" autoComplete="tel-national" {...field("mobile")} />
          </div>
        ) : null}
        {alert}
        <Button type="submit" disabled={view.busy} aria-busy={view.busy}>
          {view.busy ? "Sending code..." : sendLabel}
        </Button>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={4} {...field("otp")} />
      {view.values.needsPassword ? (
        <>
          <TextField label="New Password" type="password" autoComplete="new-password" {...field("newPassword")} />
          <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...field("confirmPassword")} />
        </>
      ) : null}
      {alert}
      <div className={classes.actions}>
        <Button type="submit" disabled={view.busy} aria-busy={view.busy}>
          {view.busy ? busyLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" disabled={!resend.canResend} onClick={() => flow.send({ type: "code.resend" })}>
          {seconds > 0 ? `Resend code in ${seconds}s` : "Resend code"}
        </Button>
        <Button type="button" variant="link" onClick={() => flow.send({ type: "flow.back" })}>
          Back
        </Button>
      </div>
    </form>
  );
}
