import { mayCall, type OperationId } from "../app/permissions.ts";
import type { Role } from "../../rules/roles.ts";

/**
 * The dashboard's Export Data (SPEC §2 Quick Actions): the company's data, each kind as the file its
 * own screen exports, offered only where the role may export it (the contract's x-roles): leads
 * (owners and admins), team members (owners and admins), referral registrations and products
 * (booth staff too). It used to export leads only, under a name promising more.
 */

export type DataExportKind = "leads" | "team" | "referrals" | "products";

export interface DataExport {
  readonly kind: DataExportKind;
  /** The menu item's words. */
  readonly label: string;
  /** The operation the file comes from. */
  readonly operation: OperationId;
}

export const DATA_EXPORTS: ReadonlyArray<DataExport> = [
  { kind: "leads", label: "Leads (CSV)", operation: "exportLeads" },
  { kind: "team", label: "Team members (CSV)", operation: "exportTeamMembers" },
  { kind: "referrals", label: "Referral registrations (CSV)", operation: "exportReferralRegistrations" },
  { kind: "products", label: "Products (CSV)", operation: "exportProducts" },
];

/** The kinds the role may export, in the menu's order. */
export const dataExportsFor = (role: Role | null): ReadonlyArray<DataExportKind> =>
  DATA_EXPORTS.filter((entry) => mayCall(role, entry.operation)).map((entry) => entry.kind);

/** The dashboard's child that makes each kind's file. */
export const EXPORT_CHILDREN = {
  leads: "leadsExport",
  team: "teamExport",
  referrals: "referralsExport",
  products: "productsExport",
} as const satisfies Readonly<Record<DataExportKind, string>>;
