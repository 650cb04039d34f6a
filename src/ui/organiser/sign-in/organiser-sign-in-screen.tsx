import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { OTP_LENGTH } from "../../../machines/codes/code-rules.ts";
import { resendView, type ResendCooldownRef } from "../../../machines/codes/resend-cooldown.machine.ts";
import type { OrganiserSignInMachine } from "../../../machines/organiser/sign-in/organiser-sign-in.machine.ts";
import { AuthLayout, authStyles } from "../../components/auth-layout.tsx";
import { Button } from "../../components/button.tsx";
import { bindFields } from "../../components/field-binding.ts";
import { TextField } from "../../components/field.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { PinCodeInput } from "../../components/pin-code-input.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { useSecondsUntil } from "../../components/use-seconds-until.ts";

type SignInRef = ActorRefFrom<OrganiserSignInMachine>;

/** The console's sign-in: the number, then its code, in the portal's sign-in card. */
export default function OrganiserSignInScreen({ actor }: { readonly actor: SignInRef }) {
  const codeStep = useSelector(actor, (snapshot) => snapshot.hasTag("codeStep"));
  return <AuthLayout>{codeStep ? <CodeStep actor={actor} /> : <NumberStep actor={actor} />}</AuthLayout>;
}

function NumberStep({ actor }: { readonly actor: SignInRef }) {
  useDocumentTitle("Organiser sign-in");
  const form = useSelector(
    actor,
    (snapshot) => ({
      phoneCode: snapshot.context.phoneCode,
      mobile: snapshot.context.mobile,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      busy: snapshot.hasTag("busy"),
    }),
    shallowEqual,
  );
  const bind = bindFields<"phoneCode" | "mobile">({ values: form, onChange: (field, value) => actor.send({ type: "field.change", field, value }) });
  return (
    <>
      <header className={authStyles.header}>
        <p className={authStyles.eventTitle}>Organiser console</p>
        <h1 className={authStyles.title}>Sign in to run your event</h1>
      </header>
      <form className={authStyles.form} onSubmit={onFormSubmit(() => actor.send({ type: "code.send" }))} aria-describedby={form.error ? "organiser-login-error" : undefined}>
        <div className={authStyles.mobileRow}>
          <TextField label="Country Code" type="tel" autoComplete="tel-country-code" requiredMark {...bind("phoneCode")} />
          <TextField label="Mobile Number" type="tel" inputMode="numeric" autoComplete="tel-national" requiredMark {...bind("mobile")} />
        </div>
        {form.error ? (
          <p id="organiser-login-error" role="alert" className={authStyles.error}>
            {form.error}
          </p>
        ) : null}
        <div className={authStyles.actions}>
          <Button type="submit" size="lg" fullWidth disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? (
              <>
                <Spinner size="sm" /> Sending OTP...
              </>
            ) : (
              "Send OTP"
            )}
          </Button>
        </div>
      </form>
      <p className={authStyles.links}>
        <a href="/exhibitor/login">Exhibitor? Sign in to the exhibitor portal</a>
      </p>
    </>
  );
}

function CodeStep({ actor }: { readonly actor: SignInRef }) {
  useDocumentTitle("Verify OTP");
  const view = useSelector(
    actor,
    (snapshot) => ({
      phoneCode: snapshot.context.phoneCode,
      mobile: snapshot.context.mobile,
      otp: snapshot.context.otp,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      verifying: snapshot.matches({ code: "verifying" }) || snapshot.matches("signedIn"),
      canVerify: snapshot.can({ type: "code.verify" }),
      resending: snapshot.matches({ code: "resending" }),
      resendActor: snapshot.children.resendCooldown as ResendCooldownRef | undefined,
    }),
    shallowEqual,
  );
  const resend = useSelector(view.resendActor, resendView, shallowEqual);
  const secondsLeft = useSecondsUntil(resend.coolingDown ? resend.resendAvailableAt : null);
  return (
    <>
      <header className={authStyles.header}>
        <h1 className={authStyles.title}>Verify OTP</h1>
        <p className={authStyles.lead}>
          OTP sent to {view.phoneCode} {view.mobile}
        </p>
      </header>
      <form className={authStyles.form} onSubmit={onFormSubmit(() => actor.send({ type: "code.verify" }))}>
        <PinCodeInput
          label={`Enter the ${OTP_LENGTH}-digit code`}
          length={OTP_LENGTH}
          value={view.otp}
          onChange={(value) => actor.send({ type: "otp.change", value })}
          disabled={view.verifying}
          invalid={view.error !== null}
          autoFocus
        />
        {view.error ? (
          <p role="alert" className={authStyles.error}>
            {view.error}
          </p>
        ) : null}
        <div className={authStyles.actions}>
          <Button type="submit" size="lg" fullWidth disabled={!view.canVerify} aria-busy={view.verifying}>
            {view.verifying ? (
              <>
                <Spinner size="sm" /> Verifying...
              </>
            ) : (
              "Verify OTP"
            )}
          </Button>
          <Button variant="outline" fullWidth disabled={!resend.canResend} onClick={() => actor.send({ type: "code.resend" })}>
            {view.resending ? "Resending OTP..." : resend.coolingDown ? `Resend OTP in ${Math.max(1, secondsLeft)}s` : "Resend OTP"}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => actor.send({ type: "login.back" })}>
            Back to Login
          </Button>
        </div>
      </form>
    </>
  );
}
