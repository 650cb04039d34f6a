import type { TeamMember } from "./team-member-form.ts";

/**
 * A team member with only what the list shows (name, phone code, whether it is the account owner);
 * the contract's other fields are left out, so it stands in for a listed `TeamMember`.
 */
export const listedMember = (id: string, isParentExhibitor: boolean) =>
  ({
    _id: id,
    fullName: `Member ${id}`,
    emailId: null,
    phoneCode: "91",
    authenticationId: null,
    designation: null,
    profileImage: null,
    isParentExhibitor,
  }) as unknown as TeamMember;
