import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { Link } from "wouter";
import { passwordChangeMachine, type PasswordField } from "../../machines/reset-password/password-change.machine.ts";
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
export default screenPage("resetPassword", "Loading...", ResetPasswordForm);

function ResetPasswordForm({ screen: actor }: { readonly screen: ActorRefFrom<typeof passwordChangeMachine> }) {
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
