import type { CurrentUser } from "../../machines/app/session.machine.ts";
import { ROLE_LABELS } from "../../rules/roles.ts";

/** SPEC §2 header: the event title, else the company name, else "Exhibitor Dashboard". */
export const headerTitle = (eventTitle: string | null | undefined, companyName: string | null | undefined): string =>
  eventTitle?.trim() || companyName?.trim() || "Exhibitor Dashboard";

/** SPEC §2 header: the user's full name, else the e-mail, else "User". */
export const displayName = (user: Pick<CurrentUser, "firstName" | "lastName" | "email"> | null): string =>
  [user?.firstName, user?.lastName]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ") ||
  user?.email?.trim() ||
  "User";

/** What the header calls the person's role: "Exhibitor Admin" (owner, admin), "Booth Staff", "Lead Scanner". */
export const roleLabel = (user: Pick<CurrentUser, "role"> | null): string => (user === null ? "" : ROLE_LABELS[user.role]);

/**
 * What the header's avatar shows without a photo: the first letters of the first and last name
 * ("AR"), else of the e-mail ("A"), else nothing (the person icon).
 */
export const initials = (user: Pick<CurrentUser, "firstName" | "lastName" | "email"> | null): string => {
  const names = [user?.firstName, user?.lastName].map((part) => part?.trim() ?? "").filter((part) => part !== "");
  const letters = names.length > 0 ? names.map((part) => Array.from(part)[0]!) : [Array.from(user?.email?.trim() ?? "")[0] ?? ""];
  return letters.join("").toLocaleUpperCase("en-GB");
};
