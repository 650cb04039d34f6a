import type { components } from "../api/schema.d.ts";

/**
 * A lead as HubSpot's and Salesforce's imports name its fields, written once: the export presets
 * (`GET /leads/export/file?format=hubspot|salesforce`) write these records as CSV rows and every
 * webhook delivery carries them as `crm`, so a company's CRM reads the same fields either way.
 */

type Lead = components["schemas"]["Lead"];

/** What the mapping reads of a lead: the server's export rows and the contract's Lead both give it. */
export interface CrmLead {
  readonly fullName: string;
  readonly emailId: string | null;
  readonly phone: string | null;
  readonly companyName: string | null;
  readonly designation: string | null;
  readonly source: string;
  readonly remarks: string | null;
  /** Every note, oldest first, one per line: "2025-03-14 09:30 Meera Iyer: text". */
  readonly notes: string;
}

/** A note as one line of `CrmLead.notes`; times in UTC, as the exports write them. */
export const noteLine = (note: { readonly createdAt: string; readonly text: string; readonly author: { readonly name: string } | null }): string =>
  `${note.createdAt.slice(0, 10)} ${note.createdAt.slice(11, 16)}${note.author?.name ? ` ${note.author.name}` : ""}: ${note.text}`;

/** The contract's Lead as the mapping reads it. */
export const crmLeadOf = (lead: Lead): CrmLead => ({
  fullName: lead.user.fullName,
  emailId: lead.user.emailId,
  phone: lead.user.phone,
  companyName: lead.user.companyName,
  designation: lead.user.designation,
  source: lead.source,
  remarks: lead.remarks,
  notes: lead.notes.map(noteLine).join("\n"),
});

/**
 * A full name as first and last name: the last word is the last name, the words before it the first
 * name ("Anna Maria Rossi" -> "Anna Maria" / "Rossi"). A single word is a last name only, because
 * Salesforce requires Last Name and a CRM sorts people by it. A blank name is "Unknown".
 */
export function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter((word) => word !== "");
  if (words.length === 0) return { first: "", last: "Unknown" };
  return { first: words.slice(0, -1).join(" "), last: words[words.length - 1]! };
}

/**
 * HubSpot's contact import matches these headers to its default properties by label. "Lifecycle
 * Stage" is "Lead" (one of its fixed values), so the people arrive as leads, not subscribers.
 */
export const HUBSPOT_HEADER = ["First Name", "Last Name", "Email", "Company Name", "Job Title", "Phone Number", "Lifecycle Stage"] as const;

export function hubspotRecord(lead: CrmLead): Record<(typeof HUBSPOT_HEADER)[number], string> {
  const { first, last } = splitName(lead.fullName);
  return {
    "First Name": first,
    "Last Name": last,
    Email: lead.emailId ?? "",
    "Company Name": lead.companyName ?? "",
    "Job Title": lead.designation ?? "",
    "Phone Number": lead.phone ?? "",
    "Lifecycle Stage": "Lead",
  };
}

/** Salesforce requires Company on a lead; a visitor who gave none is filed under this placeholder. */
export const SALESFORCE_UNKNOWN_COMPANY = "Unknown";

/**
 * The Lead fields of Salesforce's Data Import Wizard, by their labels. Lead Source uses the
 * picklist values every org starts with: a booth, networking and manual lead met at the event is
 * "Trade Show", a referral is "External Referral". Description carries remarks and notes.
 */
export const SALESFORCE_HEADER = ["First Name", "Last Name", "Company", "Title", "Email", "Phone", "Lead Source", "Description"] as const;

export function salesforceRecord(lead: CrmLead): Record<(typeof SALESFORCE_HEADER)[number], string> {
  const { first, last } = splitName(lead.fullName);
  return {
    "First Name": first,
    "Last Name": last,
    Company: lead.companyName?.trim() ? lead.companyName : SALESFORCE_UNKNOWN_COMPANY,
    Title: lead.designation ?? "",
    Email: lead.emailId ?? "",
    Phone: lead.phone ?? "",
    "Lead Source": lead.source === "referral" ? "External Referral" : "Trade Show",
    Description: [lead.remarks ?? "", lead.notes].filter((text) => text !== "").join("\n"),
  };
}

/** A webhook's `crm`: the lead in both CRMs' field names. */
export const crmRecords = (lead: Lead) => {
  const mapped = crmLeadOf(lead);
  return { hubspot: hubspotRecord(mapped), salesforce: salesforceRecord(mapped) };
};
