import { Button, type ButtonProps } from "./button.tsx";
import type { CodeEntry } from "./use-code-step.ts";

/** A screen's words for its resend: the sign-ins say "OTP", Reset Password "code". */
export interface ResendLabels {
  readonly resend: string;
  readonly resending: string;
  readonly countdown: (seconds: number) => string;
}

/** Resend, refused while the code step's cooldown counts down (the countdown in its label) and while a code is checked. */
export function ResendCodeButton({ entry, labels, ...props }: { readonly entry: CodeEntry; readonly labels: ResendLabels } & Pick<ButtonProps, "variant" | "fullWidth">) {
  return (
    <Button {...props} disabled={!entry.canResend} onClick={entry.resend}>
      {entry.resending ? labels.resending : entry.coolingDown ? labels.countdown(Math.max(1, entry.secondsLeft)) : labels.resend}
    </Button>
  );
}
