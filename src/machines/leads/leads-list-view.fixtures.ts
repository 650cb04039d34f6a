import type { Lead } from "./lead-form.ts";
import type { LeadLike } from "./leads-list-view.ts";

/** Leads for the list's tests: the search "asha" reaches each through a different field (or not at all); priorities cover every filter value. */

const lead = (id: string, priority: Lead["priority"], person: Partial<LeadLike>): LeadLike & { _id: string } => ({
  _id: id,
  priority,
  ...person,
});

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
