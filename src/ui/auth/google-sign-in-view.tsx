import { Button } from "../components/button.tsx";
import { Spinner } from "../components/spinner.tsx";
import { authStyles } from "../components/auth-layout.tsx";

interface GoogleSignInViewProps {
  readonly offered: boolean;
  /** Why nobody was signed in, or why the button could not be readied; shown whether or not the button is. */
  readonly message: string | null;
  /** An e-mail to the organiser asking for access, for a Google account on no team (when the event has an organiser's address). */
  readonly askAccess?: string | null;
  readonly disabled: boolean;
  readonly busy: boolean;
  readonly onPress: () => void;
}

/** The button (when the event offers it) and why nobody was signed in, as the Google machine says or as drawn before it runs. */
export function GoogleSignInView({ offered, message, askAccess = null, disabled, busy, onPress }: GoogleSignInViewProps) {
  return (
    <>
      {message ? (
        <p role="alert" className={authStyles.error}>
          {message}
        </p>
      ) : null}
      {askAccess ? (
        <p className={authStyles.lead}>
          Not sure who your company's admin is? <a href={askAccess}>Ask the organiser for access</a>
        </p>
      ) : null}
      {offered ? (
        <Button type="button" variant="outline" size="lg" fullWidth disabled={disabled} aria-busy={busy} onClick={onPress}>
          {busy ? (
            <>
              <Spinner size="sm" /> Going to Google...
            </>
          ) : (
            "Continue with Google"
          )}
        </Button>
      ) : null}
    </>
  );
}
