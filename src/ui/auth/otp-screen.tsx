import { shallowEqual, useSelector } from "@xstate/react";
import { useEffect, type FormEvent } from "react";
import { css } from "styled-system/css";
import { useLocation } from "wouter";
import { OTP_LENGTH } from "../../machines/auth/otp-login.machine.ts";
import { Button } from "../components/button.tsx";
import { PinCodeInput } from "../components/pin-code-input.tsx";
import { Spinner } from "../components/spinner.tsx";
import { SIGNED_OUT_PATHS } from "../routes/paths.ts";
import { AuthLayout, authStyles } from "./auth-layout.tsx";
import { useOtpLogin } from "./otp-login-context.tsx";
import { useSecondsUntil } from "./use-seconds-until.ts";

/** SPEC §2 "OTP verification screen" and §4 login flow, over the OTP login machine. */
export default function OtpScreen() {
  const otpLogin = useOtpLogin();
  const [, navigate] = useLocation();
  const view = useSelector(
    otpLogin,
    (snapshot) => ({
      // `verified` stays here until the portal takes over; anything else means there is no code to enter.
      inCodeStep: snapshot.matches("otpEntry") || snapshot.matches("verified"),
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

  // Reached without a sent code (a bookmark, a reload) or left with "Back to Login": back to the form.
  useEffect(() => {
    if (!view.inCodeStep) navigate(SIGNED_OUT_PATHS.login, { replace: true });
  }, [view.inCodeStep, navigate]);
  if (!view.inCodeStep) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    otpLogin.send({ type: "code.verify" });
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
          onChange={(value) => otpLogin.send({ type: "otp.change", value })}
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
          <Button variant="outline" fullWidth disabled={!view.canResend} onClick={() => otpLogin.send({ type: "code.resend" })}>
            {view.resending ? "Resending OTP..." : view.coolingDown ? `Resend OTP in ${Math.max(1, secondsLeft)}s` : "Resend OTP"}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => otpLogin.send({ type: "login.back" })}>
            Back to Login
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
