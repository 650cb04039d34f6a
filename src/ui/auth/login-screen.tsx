import { shallowEqual, useSelector } from "@xstate/react";
import type { OtpLoginField } from "../../machines/auth/otp-login.types.ts";
import { useEvent } from "../screen/app-context.ts";
import { Button } from "../components/button.tsx";
import { bindFields } from "../components/field-binding.ts";
import { TextField } from "../components/field.tsx";
import { Spinner } from "../components/spinner.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { Link } from "wouter";
import { SIGNED_OUT_PATHS } from "../screen/paths.ts";
import { withReturnAddress } from "../../rules/return-address.ts";
import { AuthLayout, authStyles } from "../components/auth-layout.tsx";
import { GoogleSignIn } from "./google-sign-in.tsx";
import type { SignInActorRef } from "./sign-in-actor.ts";
import { onFormSubmit } from "../components/form-submit.ts";
import { loadSignedOutStyles } from "../components/signed-out-styles.ts";

/** The tab's title of the login form (its heading is a sentence naming the product). */
export const LOGIN_TITLE = "Log in";

/** SPEC §2 "Login / register screen": the event lookup's state, then the sign-in machine's form. */
export default function LoginScreen({ screen }: { readonly screen: SignInActorRef }) {
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
  // Until the form shows, the tab says where the person is; the form's heading then says it (its mode).
  useDocumentTitle(loading || eventError !== null || event === null ? LOGIN_TITLE : null);

  if (loading) {
    return (
      <AuthLayout>
        <div role="status" className={authStyles.status}>
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
      <LoginForm
        screen={screen}
        eventTitle={event.title}
        productName={event.productName ?? event.title}
        googleLoginEnabled={event.googleLoginEnabled === true}
        supportEmail={event.support?.email ?? null}
      />
    </AuthLayout>
  );
}

/**
 * Fetches the code step's chunk once the user starts filling in the form, so it is ready when the
 * code is sent. Not on mount: the screen shows without it, and a visitor who leaves never needs it.
 */
const prefetchCodeStep = (): void => {
  void import("./otp-screen.tsx");
  void loadSignedOutStyles();
};

interface LoginFormProps {
  readonly screen: SignInActorRef;
  readonly eventTitle: string;
  readonly productName: string;
  readonly googleLoginEnabled: boolean;
  /** The organiser's address (the event's support contact): a person Google signed in who is on no team asks there for access. */
  readonly supportEmail?: string | null;
  /**
   * Rendered as static HTML for the server to paint before the scripts arrive (sign-in-prerender.tsx):
   * its buttons stay disabled until the app takes the form over, so none looks live while it does
   * nothing, and Enter does not submit the page.
   */
  readonly awaitingScript?: boolean;
}

export function LoginForm({ screen, eventTitle, productName, googleLoginEnabled, supportEmail = null, awaitingScript = false }: LoginFormProps) {
  const form = useSelector(
    screen,
    (snapshot) => ({
      mode: snapshot.context.mode,
      phoneCode: snapshot.context.phoneCode,
      mobile: snapshot.context.mobile,
      firstName: snapshot.context.firstName,
      lastName: snapshot.context.lastName,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      busy: snapshot.hasTag("busy"),
      eventMissing: snapshot.hasTag("eventMissing"),
      returnTo: snapshot.context.returnTo,
    }),
    shallowEqual,
  );
  const register = form.mode === "register";
  useDocumentTitle(register ? "Create Account" : LOGIN_TITLE);
  const bind = bindFields<OtpLoginField>({ values: form, onChange: (field, value) => screen.send({ type: "field.change", field, value }) });
  const submit = onFormSubmit(() => screen.send({ type: "code.send" }));

  return (
    <>
      <header className={authStyles.header}>
        <p className={authStyles.eventTitle}>{eventTitle}</p>
        <h1 className={authStyles.title}>{register ? "Create Account" : `Log in to your ${productName} Account.`}</h1>
      </header>

      <form className={authStyles.form} onSubmit={submit} onFocus={prefetchCodeStep} aria-describedby={form.error ? "login-error" : undefined}>
        {register ? (
          <div className={authStyles.pair}>
            <TextField label="First Name" autoComplete="given-name" requiredMark {...bind("firstName")} />
            <TextField label="Last Name" autoComplete="family-name" requiredMark {...bind("lastName")} />
          </div>
        ) : null}
        <div className={authStyles.mobileRow}>
          <TextField label="Country Code" type="tel" autoComplete="tel-country-code" requiredMark {...bind("phoneCode")} />
          <TextField
            label="Mobile Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            minLength={10}
            requiredMark
            {...bind("mobile")}
          />
        </div>

        {form.error ? (
          <p id="login-error" role="alert" className={authStyles.error}>
            {form.error}
          </p>
        ) : null}

        <div className={authStyles.actions}>
          <Button type="submit" size="lg" fullWidth disabled={awaitingScript || form.busy || form.eventMissing} aria-busy={form.busy}>
            {form.busy ? (
              <>
                <Spinner size="sm" /> Sending OTP...
              </>
            ) : (
              "Send OTP"
            )}
          </Button>
          <GoogleSignIn screen={screen} offered={googleLoginEnabled} event={{ title: eventTitle, supportEmail }} awaitingScript={awaitingScript} />
        </div>
      </form>

      <p className={authStyles.switchLine}>
        <Button variant="link" disabled={awaitingScript} onClick={() => screen.send({ type: "mode.toggle" })}>
          {register ? "Already have an account? Sign in" : "Don't have an account? Sign up"}
        </Button>
      </p>
      {register ? null : (
        <p className={authStyles.links}>
          {/* The other sign-ins keep the address the person opened signed out, as this one does. */}
          <Link href={withReturnAddress(SIGNED_OUT_PATHS.emailLogin, form.returnTo)}>Sign in with e-mail and password</Link>
          <Link href={withReturnAddress(SIGNED_OUT_PATHS.resetPassword, form.returnTo)}>Forgot password?</Link>
        </p>
      )}
    </>
  );
}
