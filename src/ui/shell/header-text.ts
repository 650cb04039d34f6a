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
