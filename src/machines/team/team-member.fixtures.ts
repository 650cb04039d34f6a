import type { TeamMember } from "./team-member-form.ts";

/**
 * A team member with only what the list shows (name, phone code, whether it is the account owner, role and status);
 * the contract's other fields are left out, so it stands in for a listed `TeamMember`.
 */
export const listedMember = (
  id: string,
  isParentExhibitor: boolean,
  status: "active" | "pending" = "active",
  role: "owner" | "admin" | "staff" | "scanner" = isParentExhibitor ? "owner" : "staff",
) =>
  ({
    _id: id,
    fullName: `Member ${id}`,
    emailId: null,
    phoneCode: "91",
    authenticationId: null,
    designation: null,
    profileImage: null,
    isParentExhibitor,
    role,
    status,
  }) as unknown as TeamMember;
