import { ROLE_LABELS, type Role } from "../../rules/roles.ts";
import { mayCall } from "../app/permissions.ts";

/**
 * What the signed-in person may do to each member of the team, decided once for the team screen:
 * the contract's x-roles (through `mayCall`) and the server's row rules (server/team/rules.ts):
 * the owner's row is the owner's, only the owner changes someone's sign-in number, nobody changes
 * their own role, and ownership goes to an admin who has signed in.
 */

/** The member fields the rules look at. */
export interface RuledMember {
  readonly _id: string;
  readonly role: Role;
  readonly status: "active" | "pending";
}

export interface Viewer {
  readonly role: Role | null;
  /** The viewer's own row; null until GET /auth/me answered. */
  readonly memberId: string | null;
}

export interface MemberActions {
  readonly edit: boolean;
  readonly delete: boolean;
  readonly resendInvite: boolean;
  readonly revokeInvite: boolean;
  readonly transferOwnership: boolean;
}

const NONE: MemberActions = { edit: false, delete: false, resendInvite: false, revokeInvite: false, transferOwnership: false };

/** The buttons of one member's row. */
export const memberActions = (viewer: Viewer, member: RuledMember): MemberActions => {
  const { role } = viewer;
  if (role === null) return NONE;
  const ownerRow = member.role === "owner";
  const touchable = !ownerRow || role === "owner";
  const pending = member.status === "pending";
  return {
    edit: touchable && mayCall(role, "updateTeamMember"),
    delete: !ownerRow && mayCall(role, "deleteTeamMember") && !pending,
    resendInvite: touchable && pending && mayCall(role, "resendTeamInvite"),
    revokeInvite: !ownerRow && pending && mayCall(role, "revokeTeamInvite"),
    transferOwnership:
      member.role === "admin" && !pending && member._id !== viewer.memberId && mayCall(role, "transferCompanyOwnership"),
  };
};

/** The roles a team form offers: never `owner` (ownership is transferred, not assigned). */
export const ASSIGNABLE_ROLES: ReadonlyArray<Role> = ["admin", "staff", "scanner"];

/** What the add/edit dialog lets the viewer change about a member (null: adding a new one). */
export interface MemberFormRules {
  /** The roles to offer; empty when the role shows read-only. */
  readonly roles: ReadonlyArray<Role>;
  readonly roleReadOnly: boolean;
  /** The sign-in number of an existing member: only the owner changes it. */
  readonly numberLocked: boolean;
}

export const memberFormRules = (viewer: Viewer, member: RuledMember | null): MemberFormRules => {
  if (member === null) return { roles: ASSIGNABLE_ROLES, roleReadOnly: false, numberLocked: false };
  const roleReadOnly = member.role === "owner" || member._id === viewer.memberId || viewer.role === null;
  return {
    roles: roleReadOnly ? [] : ASSIGNABLE_ROLES,
    roleReadOnly,
    numberLocked: viewer.role !== "owner",
  };
};

/** Shown under the locked number field. */
export const NUMBER_LOCKED_HINT = "Only the company owner can change a sign-in number.";

/** The badge of a role: the owner is called so; the others by ROLE_LABELS. */
export const roleBadge = (role: Role): string => (role === "owner" ? "Owner" : ROLE_LABELS[role]);

/** The select's words for each role. */
export const roleOptionLabel = (role: Role): string => (role === "admin" ? "Exhibitor Admin" : ROLE_LABELS[role]);
