import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { css } from "styled-system/css";
import { OTP_LENGTH } from "../../machines/auth/otp-login.types.ts";
import { Button } from "../components/button.tsx";
import { PinCodeInput } from "../components/pin-code-input.tsx";
import { Spinner } from "../components/spinner.tsx";
import { AuthLayout, authStyles } from "./auth-layout.tsx";
import type { SignInActorRef } from "./sign-in-screen.tsx";
import { useSecondsUntil } from "./use-seconds-until.ts";

/** SPEC §2 "OTP verification screen" and §4 login flow: the sign-in machine's code step. */
export default function OtpScreen({ screen }: { readonly screen: SignInActorRef }) {
  const view = useSelector(
    screen,
    (snapshot) => ({
      phoneCode: snapshot.context.phoneCode,
      mobile: snapshot.context.mobile,
      otp: snapshot.context.otp,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      verifying: snapshot.matches({ otpEntry: { code: "verifying" } }) || snapshot.matches("verified"),
      canVerify: snapshot.can({ type: "code.verify" }),
      canResend: snapshot.can({ type: "code.resend" }),
      coolingDown: snapshot.matches({ otpEntry: { resend: "coolingDown" } }),
      resending: snapshot.matches({ otpEntry: { resend: "sending" } }),
      resendAvailableAt: snapshot.context.resendAvailableAt,
    }),
    shallowEqual,
  );
  const secondsLeft = useSecondsUntil(view.coolingDown ? view.resendAvailableAt : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    screen.send({ type: "code.verify" });
  };

  return (
    <AuthLayout>
      <header className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
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
          <Button variant="outline" fullWidth disabled={!view.canResend} onClick={() => screen.send({ type: "code.resend" })}>
            {view.resending ? "Resending OTP..." : view.coolingDown ? `Resend OTP in ${Math.max(1, secondsLeft)}s` : "Resend OTP"}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => screen.send({ type: "login.back" })}>
            Back to Login
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
