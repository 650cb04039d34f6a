import { shallowEqual, useSelector } from "@xstate/react";
import { OTP_LENGTH } from "../../machines/codes/code-rules.ts";
import { resendView, type ResendCooldownRef } from "../../machines/codes/resend-cooldown.machine.ts";
import { Button } from "../components/button.tsx";
import { PinCodeInput } from "../components/pin-code-input.tsx";
import { Spinner } from "../components/spinner.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { AuthLayout, authStyles } from "../components/auth-layout.tsx";
import type { SignInActorRef } from "./sign-in-actor.ts";
import { useSecondsUntil } from "../components/use-seconds-until.ts";
import { onFormSubmit } from "../components/form-submit.ts";

/** SPEC §2 "OTP verification screen" and §4 login flow: the sign-in machine's code step. */
export default function OtpScreen({ screen }: { readonly screen: SignInActorRef }) {
  useDocumentTitle("Verify OTP");
  const view = useSelector(
    screen,
    (snapshot) => ({
      phoneCode: snapshot.context.phoneCode,
      mobile: snapshot.context.mobile,
      otp: snapshot.context.otp,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      verifying: snapshot.matches({ otpEntry: "verifying" }) || snapshot.matches("verified"),
      canVerify: snapshot.can({ type: "code.verify" }),
      resending: snapshot.matches({ otpEntry: "resending" }),
      resendActor: snapshot.children.resendCooldown as ResendCooldownRef | undefined,
    }),
    shallowEqual,
  );
  // The code step's resend is a child of its own (resend-cooldown.machine.ts): it says when a resend may go.
  const resend = useSelector(view.resendActor, resendView, shallowEqual);
  const secondsLeft = useSecondsUntil(resend.coolingDown ? resend.resendAvailableAt : null);

  const submit = onFormSubmit(() => screen.send({ type: "code.verify" }));

  return (
    <AuthLayout>
      <header className={authStyles.header}>
        <h1 className={authStyles.title}>Verify OTP</h1>
        <p className={authStyles.lead}>
          OTP sent to {view.phoneCode} {view.mobile}
        </p>
      </header>

      <form className={authStyles.form} onSubmit={submit}>
        <PinCodeInput
          label={`Enter the ${OTP_LENGTH}-digit code`}
          length={OTP_LENGTH}
          value={view.otp}
          onChange={(value) => screen.send({ type: "otp.change", value })}
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
          <Button variant="outline" fullWidth disabled={!resend.canResend} onClick={() => screen.send({ type: "code.resend" })}>
            {view.resending ? "Resending OTP..." : resend.coolingDown ? `Resend OTP in ${Math.max(1, secondsLeft)}s` : "Resend OTP"}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => screen.send({ type: "login.back" })}>
            Back to Login
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
