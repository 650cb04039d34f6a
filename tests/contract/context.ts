// What the recipes share while one server is exercised: who is signed in, which records the seed
// holds, and the ids earlier answers created (creates run before updates, updates before deletes).

export interface Actor {
  token: string;
  userId: string;
  exhibitorId: string;
}

export interface FormFieldDefinition {
  _id: string;
  name: string | null;
  type: string;
  required: boolean;
  options: Array<{ value: string; label: string }> | string | null;
  selectApi: string | null;
  validation: Record<string, unknown> | null;
  minDate: string | null;
  maxDate: string | null;
}

export interface ContractContext {
  /** Server origin without `/api`. */
  origin: string;
  eventId: string;
  /** Demo exhibitor "Acme Robotics": the main actor. */
  acme: Actor;
  /** Second exhibitor "Borealis Analytics": used to reach for Acme's records. */
  borealis: Actor;
  /** Looked up before the first request; a lookup that failed leaves its entry unset. */
  seed: {
    /** A pass of Acme's with room for one more referral registration. */
    passId?: string;
    /** The referral form of that pass. */
    formFields: FormFieldDefinition[];
    /** An event resource (not an exhibitor's own) for the download counter. */
    eventDownloadId?: string;
  };
  /** Ids created by earlier recipes, keyed by what they are. */
  ids: Record<string, string>;
  /** Tokens obtained by the auth recipes. */
  tokens: Record<string, string>;
  /** Lets the resend pause of an exhibitor owner's invitation run out, as if the wait had passed. */
  endInvitationPause(exhibitorId: string): Promise<void>;
  /** The event's OpenID provider (a local one): signs `email` in at an authorization URL, answers the callback URL. */
  openId: { issuer: string; email: string; signIn(authorizationUrl: string, email: string): Promise<string> };
}

/** A value an earlier recipe should have stored; a clear failure when it did not. */
export function need(value: string | undefined, from: string): string {
  if (value === undefined) throw new Error(`Needs the answer of ${from}, which did not succeed`);
  return value;
}

/** A well-formed id that names no record. */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The organiser key the suite's server is started with (ORGANISER_API_KEY). */
export const ORGANISER_KEY = "contract-organiser-key";
