// A team member's role decides what they may do at the booth. The contract lists, per operation,
// the roles that may call it (`x-roles`); the server enforces that list and the browser hides what
// a role cannot do. The names and the words people read live here, once, for both sides.

export const ROLES = ["owner", "admin", "staff", "scanner"] as const;
export type Role = (typeof ROLES)[number];

/**
 * In `x-roles`, `public` lets a caller without a token through. Alone, it marks an operation of the
 * signed-out screens; beside roles, an operation whose token is optional, and the roles say which
 * signed-in callers it lets through.
 */
export const PUBLIC_OPERATION = "public";
/**
 * In `x-roles`, `installation` alone marks an operation for the event organiser's own systems,
 * machine to machine: its security scheme (the installation key) is the whole check.
 */
export const INSTALLATION_OPERATION = "installation";

/**
 * The organiser's people, who sign in to the console at `/organiser/`: `organiser` runs everything,
 * `organiser-staff` works the queues (registrations, support, attendees). Their accounts are not
 * exhibitors' users, so no operation lists them beside a team role.
 */
export const ORGANISER_ROLES = ["organiser", "organiser-staff"] as const;
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];

export type OperationAccess = ReadonlyArray<Role | OrganiserRole | typeof PUBLIC_OPERATION | typeof INSTALLATION_OPERATION>;

export const isOrganiserRole = (value: unknown): value is OrganiserRole =>
  typeof value === "string" && (ORGANISER_ROLES as ReadonlyArray<string>).includes(value);

/** The words the console shows for an organiser's role. */
export const ORGANISER_ROLE_LABELS: Readonly<Record<OrganiserRole, string>> = {
  organiser: "Organiser",
  "organiser-staff": "Organiser staff",
};

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as ReadonlyArray<string>).includes(value);

/** What the header calls the person: owners and admins both run the booth. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: "Exhibitor Admin",
  admin: "Exhibitor Admin",
  staff: "Booth Staff",
  scanner: "Lead Scanner",
};

/** The roles a team form offers, with what each may do in a few words. */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  owner: "Owner: everything, including handing the company to another admin.",
  admin: "Admin: everything except changing the owner.",
  staff: "Booth Staff: leads, passes, products and resources; no team or company profile.",
  scanner: "Lead Scanner: captures leads and sees only their own.",
};

/**
 * True when a signed-in person with this role may call an operation with this access list. No role
 * (signed out, or the user not read yet) may call nothing: the browser offers such a person no control.
 */
export const canCall = (role: Role | OrganiserRole | null, access: OperationAccess): boolean =>
  role !== null && (access.includes(role) || (access.length === 1 && access[0] === PUBLIC_OPERATION));

/** The refusal a role gets for an operation it may not call: who may, in plain words. */
export const refusalMessage = (access: OperationAccess): string => {
  if (access.length === 1 && access[0] === "organiser") return "Only an organiser can do this; organiser staff cannot.";
  if (access.length === 1 && access[0] === "owner") return "Only the company owner can do this.";
  if (access.every((role) => role === "owner" || role === "admin")) return "Only the company owner or an admin can do this.";
  return "Your role does not allow this. Ask the company owner or an admin.";
};
