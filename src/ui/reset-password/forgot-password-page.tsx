import { SignedOutScreenGate } from "../screen/signed-out-screen-gate.tsx";
import { AuthLayout, authStyles } from "../components/auth-layout.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { Link } from "wouter";
import { SIGNED_OUT_PATHS } from "../screen/paths.ts";
import { withReturnAddress } from "../../rules/return-address.ts";
import { useSelector } from "@xstate/react";
import { CodeFlowForm, type CodeFlowActorRef } from "./code-flow-form.tsx";

/**
 * Signed out, /exhibitor/reset-password: "Forgot password?". A code goes to the account's number (the
 * answer is the same for a number without an account); the code and a new password sign in.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle("Reset Password");
  return <SignedOutScreenGate name="forgotPassword">{(flow) => <ForgotPassword flow={flow} />}</SignedOutScreenGate>;
}

function ForgotPassword({ flow }: { readonly flow: CodeFlowActorRef }) {
  const returnTo = useSelector(flow, (snapshot) => snapshot.context.returnTo);
  return (
    <AuthLayout>
      <h1 className={authStyles.title}>Reset Password</h1>
      <p className={authStyles.lead}>We send a code to your account's mobile number. Enter it with a new password.</p>
      <CodeFlowForm flow={flow} sendLabel="Send code" submitLabel="Set Password" busyLabel="Updating..." />
      <p className={authStyles.lead}>
        <Link href={withReturnAddress(SIGNED_OUT_PATHS.login, returnTo)}>Back to Login</Link>
      </p>
    </AuthLayout>
  );
}
