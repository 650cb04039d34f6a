import type { components } from "../../api/schema.d.ts";
import type { LeadLike } from "../leads/leads-list-view.ts";

/**
 * Items of the three list screens for tests. Each is built so that the search "asha" reaches it
 * through a different field (or not at all), and priorities and statuses cover every filter value.
 */

type Lead = components["schemas"]["Lead"];
type Referral = components["schemas"]["ReferralTicketAllocation"];
type Product = components["schemas"]["Product"];

const lead = (id: string, priority: Lead["priority"], person: Partial<LeadLike>): LeadLike & { _id: string } => ({
  _id: id,
  priority,
  ...person,
});

/** The search typed in the fixtures' tests: spaces and capitals that the selectors must ignore. */
export const SEARCH = "  ASHA ";

export const LEADS = [
  lead("L1", "high", { user: { fullName: "Asha Rao", emailId: "rao@acme.example", companyName: "Acme", designation: "CTO" } }),
  // No user: the ticket registration names the person; "asha" is in the company only.
  lead("L2", "medium", { user: null, ticketRegistration: { fullName: "Ravi Kumar", emailId: "ravi@globex.example", companyName: "Asha Textiles" } }),
  // Only the exhibitor: "asha" is in the email only.
  lead("L3", "low", { exhibitor: { fullName: "Chen Li", emailId: "ASHA.chen@initech.example", companyName: "Initech" } }),
  lead("L4", "high", { user: { fullName: "Dev Patel", emailId: "dev@umbrella.example", companyName: "Umbrella" } }),
  // No person at all: "Unknown".
  lead("L5", "low", {}),
  // "asha" only in the designation, which is not searched.
  lead("L6", "medium", { user: { fullName: "Ivo Novak", emailId: null, companyName: null, designation: "Ashanti liaison" } }),
];

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

const product = (id: string, productName: string, productDescription: string | null): Product => ({
  _id: id,
  event: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f",
  exhibitor: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  productName,
  productDescription,
  productLink: null,
  productLogo: null,
  productImage: null,
  BrochureUrl: null,
  createdAt: "2025-03-14T11:05:00.000Z",
  updatedAt: "2025-03-14T11:05:00.000Z",
});

export const PRODUCTS: Product[] = [
  product("P1", "Asha Loom", "A hand loom"),
  product("P2", "Spindle", "Made by ASHA artisans"),
  product("P3", "Widget", null),
];

export const ids = (items: ReadonlyArray<{ _id: string }>): string[] => items.map((item) => item._id);
