import { shallowEqual, useSelector } from "@xstate/react";
import { sentCodeOf } from "../../machines/codes/code-step.selectors.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { CodeStep } from "../components/code-step.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import type { SignInActorRef } from "./sign-in-actor.ts";

/** SPEC §2 "OTP verification screen" and §4 login flow: the sign-in machine's code step. */
export default function OtpScreen({ screen }: { readonly screen: SignInActorRef }) {
  useDocumentTitle("Verify OTP");
  const sent = useSelector(screen, sentCodeOf, shallowEqual);
  return (
    <AuthLayout>
      <CodeStep {...sent} onBack={() => screen.send({ type: "login.back" })} />
    </AuthLayout>
  );
}
