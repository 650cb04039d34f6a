import { shallowEqual, useSelector } from "@xstate/react";
import { useEffect, type FormEvent } from "react";
import { css } from "styled-system/css";
import { useLocation } from "wouter";
import type { OtpLoginField } from "../../machines/auth/otp-login.machine.ts";
import { useEvent } from "../app/app-context.ts";
import { Button } from "../components/button.tsx";
import { TextField } from "../components/field.tsx";
import { Spinner } from "../components/spinner.tsx";
import { SIGNED_OUT_PATHS } from "../routes/paths.ts";
import { AuthLayout, authStyles } from "./auth-layout.tsx";
import { useOtpLogin } from "./otp-login-context.tsx";

/** SPEC §2 "Login / register screen", over the event-loading and OTP login machines. */
export default function LoginScreen() {
  const eventActor = useEvent();
  const { loading, eventError, event } = useSelector(
    eventActor,
    (snapshot) => ({
      loading: snapshot.hasTag("busy"),
      eventError: snapshot.hasTag("error") ? snapshot.context.error : null,
      event: snapshot.context.event,
    }),
    shallowEqual,
  );
  useCodeStepNavigation();

  if (loading) {
    return (
      <AuthLayout>
        <div role="status" className={css({ display: "flex", alignItems: "center", justifyContent: "center", gap: "3", color: "fg.muted" })}>
          <Spinner />
          <span>Loading event data...</span>
        </div>
      </AuthLayout>
    );
  }
  if (eventError !== null || event === null) {
    return (
      <AuthLayout>
        <p role="alert" className={authStyles.error}>
          {eventError}
        </p>
        <Button onClick={() => eventActor.send({ type: "event.retry" })}>Retry Loading Event Data</Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <LoginForm eventTitle={event.title} productName={event.productName ?? event.title} googleLoginEnabled={event.googleLoginEnabled === true} />
    </AuthLayout>
  );
}

/**
 * A sent code moves the flow to /otp-verification. Arriving here while a code is pending (the
 * browser's Back button) abandons it, as "Back to Login" would.
 */
function useCodeStepNavigation() {
  const otpLogin = useOtpLogin();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (otpLogin.getSnapshot().matches("otpEntry")) otpLogin.send({ type: "login.back" });
    let moved = false;
    const subscription = otpLogin.subscribe((snapshot) => {
      if (!moved && snapshot.matches("otpEntry")) {
        moved = true;
        navigate(SIGNED_OUT_PATHS.otpVerification);
      }
    });
    return () => subscription.unsubscribe();
  }, [otpLogin, navigate]);
}

/**
 * Fetches the code step's chunk once the user starts filling in the form, so it is ready when the
 * code is sent. Not on mount: the screen shows without it, and a visitor who leaves never needs it.
 */
const prefetchCodeStep = (): void => {
  void import("./otp-screen.tsx");
};

interface LoginFormProps {
  readonly eventTitle: string;
  readonly productName: string;
  readonly googleLoginEnabled: boolean;
}

function LoginForm({ eventTitle, productName, googleLoginEnabled }: LoginFormProps) {
  const otpLogin = useOtpLogin();
  const form = useSelector(
    otpLogin,
    (snapshot) => ({
      mode: snapshot.context.mode,
      phoneCode: snapshot.context.phoneCode,
      mobile: snapshot.context.mobile,
      firstName: snapshot.context.firstName,
      lastName: snapshot.context.lastName,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      busy: snapshot.hasTag("busy"),
      hasEvent: snapshot.context.eventId !== null && snapshot.context.eventId !== "",
    }),
    shallowEqual,
  );
  const register = form.mode === "register";
  const change = (field: OtpLoginField) => (event: { target: { value: string } }) =>
    otpLogin.send({ type: "field.change", field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    otpLogin.send({ type: "code.send" });
  };

  return (
    <>
      <header className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <p className={authStyles.eventTitle}>{eventTitle}</p>
        <h1 className={authStyles.title}>{register ? "Create Account" : `Log in to your ${productName} Account.`}</h1>
      </header>

      <form className={authStyles.form} onSubmit={submit} onFocus={prefetchCodeStep} aria-describedby={form.error ? "login-error" : undefined}>
        {register ? (
          <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "4" })}>
            <TextField
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              requiredMark
              value={form.firstName}
              onChange={change("firstName")}
            />
            <TextField
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              requiredMark
              value={form.lastName}
              onChange={change("lastName")}
            />
          </div>
        ) : null}
        <div className={css({ display: "grid", gridTemplateColumns: "7.5rem minmax(0, 1fr)", gap: "3" })}>
          <TextField
            label="Country Code"
            name="phoneCode"
            type="tel"
            autoComplete="tel-country-code"
            requiredMark
            value={form.phoneCode}
            onChange={change("phoneCode")}
          />
          <TextField
            label="Mobile Number"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            minLength={10}
            requiredMark
            value={form.mobile}
            onChange={change("mobile")}
          />
        </div>

        {form.error ? (
          <p id="login-error" role="alert" className={authStyles.error}>
            {form.error}
          </p>
        ) : null}

        <div className={authStyles.actions}>
          <Button type="submit" size="lg" fullWidth disabled={form.busy || !form.hasEvent} aria-busy={form.busy}>
            {form.busy ? (
              <>
                <Spinner size="sm" /> Sending OTP...
              </>
            ) : (
              "Send OTP"
            )}
          </Button>
          {googleLoginEnabled && !register ? (
            <Button variant="outline" size="lg" fullWidth>
              Continue with Google
            </Button>
          ) : null}
        </div>
      </form>

      <p className={css({ textAlign: "center", fontSize: "sm" })}>
        <Button variant="link" onClick={() => otpLogin.send({ type: "mode.toggle" })}>
          {register ? "Already have an account? Sign in" : "Don't have an account? Sign up"}
        </Button>
      </p>
    </>
  );
}
