import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { button, myProfile } from "styled-system/recipes";
import { Link } from "wouter";
import type { myProfileScreenMachine } from "../../machines/my-profile/my-profile-screen.machine.ts";
import { Card } from "../components/card.tsx";
import { PORTAL_PATHS } from "../screen/paths.ts";

const classes = myProfile();
const action = button({ variant: "outline", size: "sm" });

/**
 * How the person signs in: their role, their number and their password. The number and the password
 * change on Reset Password (a code to the new number proves it; a code or the current password sets
 * a password), so both link there; its "Back to Profile" comes back here.
 */
export function SignInFacts({ screen }: { readonly screen: ActorRefFrom<typeof myProfileScreenMachine> }) {
  const account = useSelector(screen, (snapshot) => snapshot.context.account);
  const roleLabel = useSelector(screen, (snapshot) => snapshot.context.roleLabel);
  if (account === null) return null;
  return (
    <Card title="Signing in" description="Your role is set by your company's admins.">
      <dl className={classes.facts}>
        {roleLabel === null ? null : (
          <div className={classes.fact}>
            <dt className={classes.factLabel}>Role</dt>
            <dd className={classes.factValue}>{roleLabel}</dd>
          </div>
        )}
        <div className={classes.fact}>
          <dt className={classes.factLabel}>Sign-in number</dt>
          <dd className={classes.factValue}>
            <span data-testid="sign-in-number">{account.number ?? "No number yet"}</span>
            <Link href={PORTAL_PATHS.resetPassword} className={action}>
              {account.number === null ? "Add a number" : "Change number"}
            </Link>
          </dd>
        </div>
        <div className={classes.fact}>
          <dt className={classes.factLabel}>Password</dt>
          <dd className={classes.factValue}>
            <span>{account.hasPassword ? "Set" : "Not set: you sign in with a code"}</span>
            <Link href={PORTAL_PATHS.resetPassword} className={action}>
              {account.hasPassword ? "Change password" : "Set a password"}
            </Link>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
