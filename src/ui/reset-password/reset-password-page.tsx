import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/reset-password (lazy-loaded default export). */
export default function ResetPasswordPage() {
  return <PageHeader title="Reset Password" />;
}
