import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { Link } from "wouter";
import type { emailLoginMachine, EmailLoginField } from "../../machines/auth/email-login.machine.ts";
import { SignedOutScreenGate } from "../screen/signed-out-screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { TextField } from "../components/field.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { SIGNED_OUT_PATHS } from "../screen/paths.ts";
import { withReturnAddress } from "../../rules/return-address.ts";
import { AuthLayout, authStyles } from "../components/auth-layout.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

/** /exhibitor/email-login: sign-in with e-mail and password (the API's `login`). */
export default function EmailLoginScreen() {
  useDocumentTitle("Sign in with e-mail");
  return <SignedOutScreenGate name="emailLogin">{(screen) => <EmailLoginForm screen={screen} />}</SignedOutScreenGate>;
}

function EmailLoginForm({ screen }: { readonly screen: ActorRefFrom<typeof emailLoginMachine> }) {
  const form = useSelector(
    screen,
    (snapshot) => ({
      values: snapshot.context.values,
      errors: snapshot.context.errors,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      busy: snapshot.hasTag("busy"),
      returnTo: snapshot.context.returnTo,
    }),
    shallowEqual,
  );
  const field = (name: EmailLoginField) => ({
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => screen.send({ type: "field.change", field: name, value: event.target.value }),
  });
  const submit = onFormSubmit(() => screen.send({ type: "form.submit" }));
  return (
    <AuthLayout>
      <h1 className={authStyles.title}>Sign in with e-mail</h1>
      <form noValidate className={authStyles.form} onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="email" requiredMark {...field("email")} />
        <TextField label="Password" type="password" autoComplete="current-password" requiredMark {...field("password")} />
        {form.error ? (
          <p role="alert" className={authStyles.error}>
            {form.error}
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? "Signing in..." : "Sign in"}
        </Button>
      </form>
      <p className={authStyles.linksSpread}>
        <Link href={withReturnAddress(SIGNED_OUT_PATHS.login, form.returnTo)}>Back to mobile login</Link>
        <Link href={withReturnAddress(SIGNED_OUT_PATHS.resetPassword, form.returnTo)}>Forgot password?</Link>
      </p>
    </AuthLayout>
  );
}
