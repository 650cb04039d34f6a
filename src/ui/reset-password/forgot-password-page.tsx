import { useScreen } from "../screen/app-context.ts";
import { AuthLayout, authStyles } from "../components/auth-layout.tsx";
import { FullScreenLoading } from "../components/spinner.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { Link } from "wouter";
import { SIGNED_OUT_PATHS } from "../screen/paths.ts";
import { CodeFlowForm } from "./code-flow-form.tsx";

/**
 * Signed out, /exhibitor/reset-password: "Forgot password?". A code goes to the account's number (the
 * answer is the same for a number without an account); the code and a new password sign in.
 */
export default function ForgotPasswordPage() {
  const flow = useScreen("forgotPassword");
  useDocumentTitle("Reset Password");
  if (flow === null) return <FullScreenLoading />;
  return (
    <AuthLayout>
      <h1 className={authStyles.title}>Reset Password</h1>
      <p className={authStyles.lead}>We send a code to your account's mobile number. Enter it with a new password.</p>
      <CodeFlowForm flow={flow} sendLabel="Send code" submitLabel="Set Password" busyLabel="Updating..." />
      <p className={authStyles.lead}>
        <Link href={SIGNED_OUT_PATHS.login}>Back to Login</Link>
      </p>
    </AuthLayout>
  );
}
