import { OTP_LENGTH } from "../../machines/codes/code-rules.ts";
import type { CodeStepRef } from "../../machines/codes/code-step.machine.ts";
import { authStyles } from "./auth-layout.tsx";
import { Button } from "./button.tsx";
import { onFormSubmit } from "./form-submit.ts";
import { PinCodeInput } from "./pin-code-input.tsx";
import { ResendCodeButton, type ResendLabels } from "./resend-code-button.tsx";
import { Spinner } from "./spinner.tsx";
import { useCodeStep } from "./use-code-step.ts";

const RESEND_OTP: ResendLabels = { resend: "Resend OTP", resending: "Resending OTP...", countdown: (seconds) => `Resend OTP in ${seconds}s` };

/**
 * The code step of a sign-in (SPEC §2 "OTP verification screen"), the portal's and the console's
 * alike: where the code went, the code boxes, why it was refused, Verify, Resend with its
 * countdown, and Back to Login. It draws the sign-in's `codeStep` child (code-step.machine.ts).
 */
export function CodeStep(props: {
  readonly step: CodeStepRef | undefined;
  readonly phoneCode: string;
  readonly mobile: string;
  readonly onBack: () => void;
}) {
  const { step, phoneCode, mobile, onBack } = props;
  const entry = useCodeStep(step);
  return (
    <>
      <header className={authStyles.header}>
        <h1 className={authStyles.title}>Verify OTP</h1>
        <p className={authStyles.lead}>
          OTP sent to {phoneCode} {mobile}
        </p>
      </header>
      <form className={authStyles.form} onSubmit={onFormSubmit(entry.verify)}>
        <PinCodeInput
          label={`Enter the ${OTP_LENGTH}-digit code`}
          length={OTP_LENGTH}
          value={entry.fields.code}
          onChange={(value) => entry.change("code", value)}
          disabled={entry.verifying}
          invalid={entry.error !== null}
          autoFocus
        />
        {entry.error ? (
          <p role="alert" className={authStyles.error}>
            {entry.error}
          </p>
        ) : null}
        <div className={authStyles.actions}>
          <Button type="submit" size="lg" fullWidth disabled={!entry.canVerify} aria-busy={entry.verifying}>
            {entry.verifying ? (
              <>
                <Spinner size="sm" /> Verifying...
              </>
            ) : (
              "Verify OTP"
            )}
          </Button>
          <ResendCodeButton entry={entry} labels={RESEND_OTP} variant="outline" fullWidth />
          <Button variant="ghost" fullWidth onClick={onBack}>
            Back to Login
          </Button>
        </div>
      </form>
    </>
  );
}
