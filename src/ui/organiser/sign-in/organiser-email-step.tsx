import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { OrganiserSignInMachine } from "../../../machines/organiser/sign-in/organiser-sign-in.machine.ts";
import { authStyles } from "../../components/auth-layout.tsx";
import { Button } from "../../components/button.tsx";
import { bindFields } from "../../components/field-binding.ts";
import { TextField } from "../../components/field.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { Spinner } from "../../components/spinner.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";

/** The console's sign-in by e-mail and the password an organiser set in the console. */
export function OrganiserEmailStep({ actor }: { readonly actor: ActorRefFrom<OrganiserSignInMachine> }) {
  useDocumentTitle("Organiser sign-in");
  const form = useSelector(
    actor,
    (snapshot) => ({
      email: snapshot.context.email,
      password: snapshot.context.password,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      busy: snapshot.hasTag("busy"),
    }),
    shallowEqual,
  );
  const bind = bindFields<"email" | "password">({ values: form, onChange: (field, value) => actor.send({ type: "field.change", field, value }) });
  return (
    <>
      <header className={authStyles.header}>
        <p className={authStyles.eventTitle}>Organiser console</p>
        <h1 className={authStyles.title}>Sign in with e-mail</h1>
      </header>
      <form
        noValidate
        className={authStyles.form}
        onSubmit={onFormSubmit(() => actor.send({ type: "password.submit" }))}
        aria-describedby={form.error ? "organiser-email-login-error" : undefined}
      >
        <TextField label="Email" type="email" autoComplete="email" requiredMark {...bind("email")} />
        <TextField label="Password" type="password" autoComplete="current-password" requiredMark {...bind("password")} />
        {form.error ? (
          <p id="organiser-email-login-error" role="alert" className={authStyles.error}>
            {form.error}
          </p>
        ) : null}
        <div className={authStyles.actions}>
          <Button type="submit" size="lg" fullWidth disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? (
              <>
                <Spinner size="sm" /> Signing in...
              </>
            ) : (
              "Sign in"
            )}
          </Button>
        </div>
      </form>
      {/* A forgotten password is replaced from the console itself: the code by SMS signs in. */}
      <p className={authStyles.switchLine}>Forgot your password? Sign in with your mobile number, then set a new one under Your password.</p>
      <p className={authStyles.switchLine}>
        <Button variant="link" disabled={form.busy} onClick={() => actor.send({ type: "mode.mobile" })}>
          Sign in with mobile number
        </Button>
      </p>
    </>
  );
}
