// Chart pieces of the code step as the sign-in and Reset Password's code flow both run it: how a
// failed call reads, how the code is checked beside the `resendCooldown` child, and how the step
// hears that child end a resend. Each flow names `setFailure`, `setError`, `clearError`,
// `holdResend` and `releaseResend` in its setup().

/** A call of the flow failed: the server's words where it gave some, else the step's own `fallback`. */
export const failedWith = (fallback: string) =>
  ({ type: "setFailure", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }) }) as const;

/** How the code step hears its resend end: a sent code is typed afresh; a failed one says why. */
export const resendEnded = {
  "resend.sent": { target: "editing" },
  "resend.failed": { target: "failed", actions: { type: "setError", params: ({ event }: { event: { message: string } }) => ({ message: event.message }) } },
} as const;

/** The state that checks the code (the sign-in's verify, the code flow's change). */
export const checkingCode = {
  description: "The resend is held meanwhile: a new code would replace the one being checked.",
  tags: "busy",
  entry: ["clearError", "holdResend"],
  exit: "releaseResend",
} as const;
