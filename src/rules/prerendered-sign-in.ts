/**
 * The sign-in form as static HTML: written by the build (scripts/prerender-sign-in.ts, from the real
 * form in src/ui/auth/sign-in-prerender.tsx) and painted by the server into the page of the sign-in
 * address (server/http/portal-page.ts), so a phone shows the form as soon as the page and its styles
 * arrive, before any script has downloaded. The event's words are filled into the slots per request.
 */

/** Where the build keeps it, inside the build folder (beside Vite's manifest). */
export const PRERENDERED_SIGN_IN_FILE = ".vite/prerendered-sign-in.json";

/** Slots for the event's words; React escapes no braces, so they reach the file as written. */
export const SIGN_IN_SLOTS = { eventTitle: "{{eventTitle}}", productName: "{{productName}}" } as const;

export interface PrerenderedSignIn {
  /** The form when the event offers "Continue with Google". */
  readonly withGoogle: string;
  readonly withoutGoogle: string;
}

