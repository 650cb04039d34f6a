import type { Role } from "../../rules/roles.ts";
import { countOf } from "../../format/count.ts";

/**
 * What the Team Management screen derives from the loaded members (SPEC §2 Team Management):
 * the summary figures, the designation badge's colour, and the sample members shown when the list
 * is empty.
 */

// A type alias, not an interface: a listed member is also the dialog's record (an index signature).
export type TeamMemberLike = {
  readonly _id: string;
  readonly fullName: string;
  readonly emailId: string | null;
  readonly phoneCode: string | null;
  readonly authenticationId: string | null;
  readonly designation: string | null;
  readonly profileImage: string | null;
  readonly isParentExhibitor: boolean;
  /** From the server; sample members have none. */
  readonly role?: Role;
  readonly status?: "active" | "pending";
  /** The member's account (a lead's owner); null until they have one. Sample members have none. */
  readonly userId?: string | null;
  /** Why the member's daily reminder cannot reach them (no e-mail address); null: nothing stands in the way. */
  readonly reminderProblem?: string | null;
};

export interface TeamSummary {
  readonly total: number;
  /** Members who have signed in (status `active`), the owner included. */
  readonly active: number;
  /** Members still to sign in for the first time (status `pending`). */
  readonly pendingInvites: number;
}

export const teamSummary = (members: ReadonlyArray<Pick<TeamMemberLike, "status">>): TeamSummary => ({
  total: members.length,
  active: members.filter((member) => member.status === "active").length,
  pendingInvites: members.filter((member) => member.status === "pending").length,
});

/** SPEC §2's "<n> members total", with one member in the singular ("1 member total"). */
export const membersTotalText = (count: number): string => `${countOf(count, "member")} total`;

export type DesignationTone = "red" | "blue" | "grey";

/** SPEC §2: red for admin, blue for manager, grey otherwise; "Sales Manager" and "ADMIN" count. */
export const designationTone = (designation: string | null | undefined): DesignationTone => {
  const text = (designation ?? "").toLowerCase();
  if (text.includes("admin")) return "red";
  if (text.includes("manager")) return "blue";
  return "grey";
};

/** The phone as the list shows it: "+91 9876543210", or null without a number. */
export const memberPhone = (member: Pick<TeamMemberLike, "phoneCode" | "authenticationId">): string | null => {
  const number = (member.authenticationId ?? "").trim();
  if (number === "") return null;
  const code = (member.phoneCode ?? "").replace(/\D/g, "");
  return code === "" ? number : `+${code} ${number}`;
};

/** The avatar's letter when there is no profile image. */
export const memberInitial = (fullName: string): string => fullName.trim().charAt(0).toUpperCase() || "?";

/** Shown under the sample members so nobody mistakes them for the real team. */
export const SAMPLE_NOTE = "Sample members: your team list is empty. Add a team member to get started.";

/**
 * SPEC §2: placeholder members when the server's list is empty or missing. They are examples only:
 * not counted, not editable, each labelled "Sample".
 */
export const SAMPLE_TEAM_MEMBERS: ReadonlyArray<TeamMemberLike> = [
  {
    _id: "sample-1",
    fullName: "Priya Sharma",
    emailId: "priya@example.com",
    phoneCode: "91",
    authenticationId: "9000000001",
    designation: "Admin",
    profileImage: null,
    isParentExhibitor: false,
  },
  {
    _id: "sample-2",
    fullName: "Daniel Lee",
    emailId: "daniel@example.com",
    phoneCode: "1",
    authenticationId: "5550000002",
    designation: "Sales Manager",
    profileImage: null,
    isParentExhibitor: false,
  },
  {
    _id: "sample-3",
    fullName: "Sofia Rossi",
    emailId: "sofia@example.com",
    phoneCode: "39",
    authenticationId: "3000000003",
    designation: "Booth Staff",
    profileImage: null,
    isParentExhibitor: false,
  },
];

/** The list to draw: the real members, or the samples when there are none (or the answer had none). */
export const shownMembers = <T extends TeamMemberLike>(
  members: ReadonlyArray<T> | null | undefined,
): { readonly members: ReadonlyArray<T | TeamMemberLike>; readonly sample: boolean } =>
  members !== null && members !== undefined && members.length > 0
    ? { members, sample: false }
    : { members: SAMPLE_TEAM_MEMBERS, sample: true };
