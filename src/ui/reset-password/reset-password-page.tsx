import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import { resetPasswordPage } from "styled-system/recipes";
import { button } from "styled-system/recipes";
import { Link } from "wouter";
import { shallowEqual, useSelector } from "@xstate/react";
import type { passwordChangeMachine, PasswordField } from "../../machines/reset-password/password-change.machine.ts";
import type { resetPasswordScreenMachine } from "../../machines/reset-password/reset-password-screen.machine.ts";
import { LoadError } from "../components/load-error.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { CodeFlowForm, type CodeFlowActorRef } from "./code-flow-form.tsx";
import { screenPage } from "../screen/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { useForm } from "../components/use-form.ts";
import { TextField } from "../components/field.tsx";
import { PORTAL_PATHS } from "../screen/paths.ts";
import { PageHeader } from "../screen/page-header.tsx";

const FIELDS: ReadonlyArray<{ readonly field: PasswordField; readonly label: string; readonly autoComplete: string }> = [
  { field: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { field: "newPassword", label: "New Password", autoComplete: "new-password" },
  { field: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
];

const classes = resetPasswordPage();

/** Route target for /exhibitor/reset-password (lazy-loaded default export): SPEC §2 Reset Password. */
export default screenPage("resetPassword", "Loading...", ResetPasswordScreen);

/**
 * An account with a password changes it with the current one (or, forgotten, with a code to the own
 * number); an account without one sets it with a code. Below, the own sign-in number.
 */
function ResetPasswordScreen({ screen }: { readonly screen: ActorRefFrom<typeof resetPasswordScreenMachine> }) {
  const view = useSelector(
    screen,
    (snapshot) => ({
      loading: snapshot.hasTag("busy"),
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      hasPassword: snapshot.context.hasPassword,
      mode: snapshot.context.mode,
      number: snapshot.context.mobile ? `+${snapshot.context.phoneCode ?? ""} ${snapshot.context.mobile}` : null,
      children: snapshot.children,
    }),
    shallowEqual,
  );
  if (view.loading) return <PageLoading label="Loading..." />;
  if (view.error !== null) return <LoadError message={view.error} onRetry={() => screen.send({ type: "data.retry" })} />;
  const { passwordForm, passwordByCode, numberChange } = view.children;
  return (
    <>
      {view.mode === "current" && passwordForm ? (
        <>
          <ResetPasswordForm actor={passwordForm as ActorRefFrom<typeof passwordChangeMachine>} />
          <p className={classes.switchLine}>
            <button type="button" className={classes.switch} onClick={() => screen.send({ type: "password.useCode" })}>
              Forgot your current password? Use a code instead
            </button>
          </p>
        </>
      ) : (
        <>
          <PageHeader title="Reset Password" />
          <section aria-label="Set a password with a code" className={classes.section}>
            <p className={classes.note}>
              {view.hasPassword
                ? "We send a code to your sign-in number; enter it with your new password."
                : "Your account has no password yet. We send a code to your sign-in number; enter it with the password you want."}
              {view.number ? ` (${view.number})` : ""}
            </p>
            {passwordByCode ? <CodeFlowForm flow={passwordByCode as CodeFlowActorRef} sendLabel="Send code" submitLabel="Set Password" busyLabel="Updating..." /> : null}
            {view.hasPassword ? (
              <button type="button" className={classes.switch} onClick={() => screen.send({ type: "password.useCurrent" })}>
                Use the current password instead
              </button>
            ) : null}
            <div>
              <BackToProfile />
            </div>
          </section>
        </>
      )}
      <section aria-label="Sign-in number" className={classes.numberSection}>
        <h2 className={classes.heading}>Sign-in number</h2>
        <p className={classes.note}>
          {view.number ? `You sign in with ${view.number}.` : "Your account has no sign-in number."} A new number is confirmed with a code sent to it.
        </p>
        {numberChange ? (
          <CodeFlowForm flow={numberChange as CodeFlowActorRef} sendLabel="Send code" submitLabel="Change Number" busyLabel="Changing..." numberLabel="New Mobile Number" />
        ) : null}
      </section>
    </>
  );
}

/**
 * SPEC §2 "Back to Profile": to the person's own profile, which every role may open (the company's
 * profile is the owner's and admins' only), whichever way the password is set.
 */
function BackToProfile() {
  return (
    <Link href={PORTAL_PATHS.myProfile} className={button({ variant: "outline" })}>
      Back to Profile
    </Link>
  );
}

function ResetPasswordForm({ actor }: { readonly actor: ActorRefFrom<typeof passwordChangeMachine> }) {
  const { busy, bind, submit } = useForm(actor);
  const [shown, setShown] = useState(false);

  return (
    <>
      <PageHeader title="Reset Password" />
      <form noValidate onSubmit={submit} aria-label="Reset Password" className={classes.form}>
        {FIELDS.map(({ field, label, autoComplete }) => (
          <TextField key={field} label={label} type={shown ? "text" : "password"} autoComplete={autoComplete} requiredMark {...bind(field)} />
        ))}
        <label className={classes.showPasswords}>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          Show passwords
        </label>
        <div className={classes.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? "Updating..." : "Update Password"}
          </Button>
          <BackToProfile />
        </div>
      </form>
    </>
  );
}
