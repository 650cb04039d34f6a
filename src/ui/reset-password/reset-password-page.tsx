import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { Link } from "wouter";
import { shallowEqual, useSelector } from "@xstate/react";
import type { passwordChangeMachine, PasswordField } from "../../machines/reset-password/password-change.machine.ts";
import type { resetPasswordScreenMachine } from "../../machines/reset-password/reset-password-screen.machine.ts";
import { LoadError } from "../components/load-error.tsx";
import { PageLoading } from "../shell/page-loading.tsx";
import { CodeFlowForm, type CodeFlowActorRef } from "./code-flow-form.tsx";
import { screenPage } from "../app/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { useForm } from "../components/field-binding.ts";
import { TextField } from "../components/field.tsx";
import { formPanel } from "../components/styles.ts";
import { PORTAL_PATHS } from "../routes/paths.ts";
import { PageHeader } from "../shell/page-header.tsx";

const FIELDS: ReadonlyArray<{ readonly field: PasswordField; readonly label: string; readonly autoComplete: string }> = [
  { field: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { field: "newPassword", label: "New Password", autoComplete: "new-password" },
  { field: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
];

const formClass = css(formPanel, { maxWidth: "md", width: "full" });

/** Route target for /exhibitor/reset-password (lazy-loaded default export): SPEC §2 Reset Password. */
export default screenPage("resetPassword", "Loading...", ResetPasswordScreen);

// A link-styled button whose words wrap on a narrow screen (the button recipe keeps one line).
const linkWrap = css.raw({ color: "accent.text", textDecoration: "underline", whiteSpace: "normal", textAlign: "start", cursor: "pointer", fontSize: "sm" });

const sectionClass = css(formPanel, { maxWidth: "md", width: "full", display: "flex", flexDirection: "column", gap: "3" });

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
          <p className={css({ fontSize: "sm", mt: "2" })}>
            <button type="button" className={css(linkWrap)} onClick={() => screen.send({ type: "password.useCode" })}>
              Forgot your current password? Use a code instead
            </button>
          </p>
        </>
      ) : (
        <>
          <PageHeader title="Reset Password" />
          <section aria-label="Set a password with a code" className={sectionClass}>
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>
              {view.hasPassword
                ? "We send a code to your sign-in number; enter it with your new password."
                : "Your account has no password yet. We send a code to your sign-in number; enter it with the password you want."}
              {view.number ? ` (${view.number})` : ""}
            </p>
            {passwordByCode ? <CodeFlowForm flow={passwordByCode as CodeFlowActorRef} sendLabel="Send code" submitLabel="Set Password" busyLabel="Updating..." /> : null}
            {view.hasPassword ? (
              <button type="button" className={css(linkWrap)} onClick={() => screen.send({ type: "password.useCurrent" })}>
                Use the current password instead
              </button>
            ) : null}
          </section>
        </>
      )}
      <section aria-label="Sign-in number" className={css(formPanel, { maxWidth: "md", width: "full", mt: "6", display: "flex", flexDirection: "column", gap: "3" })}>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>Sign-in number</h2>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          {view.number ? `You sign in with ${view.number}.` : "Your account has no sign-in number."} A new number is confirmed with a code sent to it.
        </p>
        {numberChange ? (
          <CodeFlowForm flow={numberChange as CodeFlowActorRef} sendLabel="Send code" submitLabel="Change Number" busyLabel="Changing..." numberLabel="New Mobile Number" />
        ) : null}
      </section>
    </>
  );
}

function ResetPasswordForm({ actor }: { readonly actor: ActorRefFrom<typeof passwordChangeMachine> }) {
  const { busy, bind, submit } = useForm(actor);
  const [shown, setShown] = useState(false);

  return (
    <>
      <PageHeader title="Reset Password" />
      <form noValidate onSubmit={submit} aria-label="Reset Password" className={formClass}>
        {FIELDS.map(({ field, label, autoComplete }) => (
          <TextField key={field} label={label} type={shown ? "text" : "password"} autoComplete={autoComplete} requiredMark {...bind(field)} />
        ))}
        <label className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm" })}>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          Show passwords
        </label>
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? "Updating..." : "Update Password"}
          </Button>
          <Link href={PORTAL_PATHS.profile} className={button({ variant: "outline" })}>
            Back to Profile
          </Link>
        </div>
      </form>
    </>
  );
}
