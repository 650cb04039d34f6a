import { shallowEqual, useSelector } from "@xstate/react";
import { sentCodeOf } from "../../../machines/codes/code-step.selectors.ts";
import { AuthLayout, authStyles } from "../../components/auth-layout.tsx";
import { Button } from "../../components/button.tsx";
import { CodeStep } from "../../components/code-step.tsx";
import { TextField } from "../../components/field.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { OrganiserEmailStep } from "./organiser-email-step.tsx";
import { SignInStepForm } from "./sign-in-step-form.tsx";
import { useSignInStep, type SignInRef } from "./use-sign-in-step.ts";

const NUMBER_FIELDS = ["phoneCode", "mobile"] as const;

/** The console's sign-in: the number, then its code, or an e-mail and password, in the portal's sign-in card. */
export default function OrganiserSignInScreen({ actor }: { readonly actor: SignInRef }) {
  const step = useSelector(actor, (snapshot) => (snapshot.hasTag("emailStep") ? "email" : snapshot.hasTag("codeStep") ? "code" : "number"));
  return (
    <AuthLayout>
      {step === "email" ? <OrganiserEmailStep actor={actor} /> : step === "code" ? <OrganiserCodeStep actor={actor} /> : <NumberStep actor={actor} />}
    </AuthLayout>
  );
}

function NumberStep({ actor }: { readonly actor: SignInRef }) {
  useDocumentTitle("Organiser sign-in");
  const { form, bind } = useSignInStep(actor, NUMBER_FIELDS);
  return (
    <>
      <header className={authStyles.header}>
        <p className={authStyles.eventTitle}>Organiser console</p>
        <h1 className={authStyles.title}>Sign in to run your event</h1>
      </header>
      <SignInStepForm form={form} errorId="organiser-login-error" label="Send OTP" busyLabel="Sending OTP..." onSubmit={() => actor.send({ type: "code.send" })}>
        <div className={authStyles.mobileRow}>
          <TextField label="Country Code" type="tel" autoComplete="tel-country-code" requiredMark {...bind("phoneCode")} />
          <TextField label="Mobile Number" type="tel" inputMode="numeric" autoComplete="tel-national" requiredMark {...bind("mobile")} />
        </div>
      </SignInStepForm>
      <p className={authStyles.switchLine}>
        <Button variant="link" disabled={form.busy} onClick={() => actor.send({ type: "mode.email" })}>
          Sign in with e-mail
        </Button>
      </p>
      <p className={authStyles.links}>
        <a href="/exhibitor/login">Exhibitor? Sign in to the exhibitor portal</a>
      </p>
    </>
  );
}

function OrganiserCodeStep({ actor }: { readonly actor: SignInRef }) {
  useDocumentTitle("Verify OTP");
  const sent = useSelector(actor, sentCodeOf, shallowEqual);
  return <CodeStep {...sent} onBack={() => actor.send({ type: "login.back" })} />;
}
