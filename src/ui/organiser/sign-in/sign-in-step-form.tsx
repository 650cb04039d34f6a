import type { ReactNode } from "react";
import { authStyles } from "../../components/auth-layout.tsx";
import { Button } from "../../components/button.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { Spinner } from "../../components/spinner.tsx";

/** A form step of the console's sign-in (the number, or the e-mail and password): its fields, why it was refused, and its one button. */
export function SignInStepForm(props: {
  readonly children: ReactNode;
  readonly form: { readonly error: string | null; readonly busy: boolean };
  /** The message's element id, which the form is described by while it shows. */
  readonly errorId: string;
  readonly label: string;
  readonly busyLabel: string;
  readonly onSubmit: () => void;
  readonly noValidate?: boolean;
}) {
  const { error, busy } = props.form;
  return (
    <form noValidate={props.noValidate} className={authStyles.form} onSubmit={onFormSubmit(props.onSubmit)} aria-describedby={error ? props.errorId : undefined}>
      {props.children}
      {error ? (
        <p id={props.errorId} role="alert" className={authStyles.error}>
          {error}
        </p>
      ) : null}
      <div className={authStyles.actions}>
        <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? (
            <>
              <Spinner size="sm" /> {props.busyLabel}
            </>
          ) : (
            props.label
          )}
        </Button>
      </div>
    </form>
  );
}
