import type { EventSettings, EventSettingsUpdate } from "./event-settings-form.ts";

/** The question's title while a save would do something the organiser cannot take back by editing. */
export const RISKY_SAVE_TITLE = "Save these changes?";

/**
 * What a save would do beyond the form itself, each said in full so the organiser knows before it
 * happens: a new main domain moves every exhibitor's portal, and switching Google sign-in off deletes
 * the stored client secret. None for a routine save, which goes at once.
 */
export function risksOf(update: EventSettingsUpdate, saved: EventSettings): readonly string[] {
  const risks: string[] = [];
  if (update.domain !== undefined) {
    const extras = update.domains ?? saved.domains;
    risks.push(
      `Every exhibitor's portal moves from ${saved.domain} to ${update.domain}. ` +
        (extras.includes(saved.domain)
          ? `${saved.domain} stays as an extra domain.`
          : `${saved.domain} stops opening the portal: links and bookmarks to it stop working.`) +
        (saved.googleSignIn.enabled && update.googleSignIn !== null ? " Google sign-in's redirect URI moves with it: register the new one with the provider." : ""),
    );
  }
  if (update.googleSignIn === null && saved.googleSignIn.enabled) {
    risks.push(
      "Google sign-in is switched off: exhibitors no longer see Continue with Google" +
        (saved.googleSignIn.clientSecretSet ? ", and the stored client secret is deleted (switching it on again needs the secret again)." : "."),
    );
  }
  return risks;
}
