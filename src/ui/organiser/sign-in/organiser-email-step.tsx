import { authStyles } from "../../components/auth-layout.tsx";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/field.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { SignInStepForm } from "./sign-in-step-form.tsx";
import { useSignInStep, type SignInRef } from "./use-sign-in-step.ts";

const EMAIL_FIELDS = ["email", "password"] as const;

/** The console's sign-in by e-mail and the password an organiser set in the console. */
export function OrganiserEmailStep({ actor }: { readonly actor: SignInRef }) {
  useDocumentTitle("Organiser sign-in");
  const { form, bind } = useSignInStep(actor, EMAIL_FIELDS);
  return (
    <>
      <header className={authStyles.header}>
        <p className={authStyles.eventTitle}>Organiser console</p>
        <h1 className={authStyles.title}>Sign in with e-mail</h1>
      </header>
      <SignInStepForm
        noValidate
        form={form}
        errorId="organiser-email-login-error"
        label="Sign in"
        busyLabel="Signing in..."
        onSubmit={() => actor.send({ type: "password.submit" })}
      >
        <TextField label="Email" type="email" autoComplete="email" requiredMark {...bind("email")} />
        <TextField label="Password" type="password" autoComplete="current-password" requiredMark {...bind("password")} />
      </SignInStepForm>
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
