import type { components } from "../../api/schema.d.ts";

/** Referral registrations for the list's tests: the search "asha" reaches each through a different field (or not at all); statuses cover every filter value. */

type Referral = components["schemas"]["ReferralTicketAllocation"];

const referral = (id: string, fields: Partial<Referral>): Referral => ({
  _id: id,
  firstName: null,
  lastName: null,
  emailId: null,
  phoneCode: "91",
  authenticationId: null,
  approve: false,
  reject: false,
  createdAt: "2025-03-14T11:05:00.000Z",
  passId: "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c",
  answers: {},
  ...fields,
});

export const REFERRALS: Referral[] = [
  referral("R1", { firstName: "Asha", emailId: "asha@initech.example", approve: true }),
  referral("R2", { firstName: "Ravi", emailId: "ravi.ASHA@globex.example", reject: true }),
  referral("R3", { firstName: "Meera", authenticationId: "9988776655" }),
  // Both flags: approve wins.
  referral("R4", { firstName: "Dev", approve: true, reject: true }),
  // "asha" only in the last name, which is not searched.
  referral("R5", { firstName: "Ivo", lastName: "Ashanti" }),
];
