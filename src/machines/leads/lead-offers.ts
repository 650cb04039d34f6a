import type { Role } from "../../rules/roles.ts";
import { mayCall } from "../app/permissions.ts";

/**
 * What the person's role lets Lead Management offer (the contract's x-roles, through `mayCall`):
 * the view draws a control only when its offer holds, so no button only answers 403.
 */
export interface LeadOffers {
  /** Export Leads (GET /leads/export). */
  readonly export: boolean;
  /** Import Leads (POST /leads/import). */
  readonly import: boolean;
  /** Bulk Actions' Delete Selected (POST /leads/bulk-delete). */
  readonly bulkDelete: boolean;
  /** Bulk Actions' Change priority (POST /leads/bulk-priority). */
  readonly bulkPriority: boolean;
  /** Bulk Actions' Assign to… (POST /leads/bulk-owner, choosing from GET /team-members). */
  readonly bulkAssign: boolean;
  /** Bulk Actions at all: one of the three above. */
  readonly bulk: boolean;
  /** Deleting one lead (DELETE /leads/{id}). */
  readonly delete: boolean;
  /**
   * "Add a photo" on a lead's detail (POST /leads/photos, then /leads/{id}/images). A scanner lists
   * only the leads they captured, which are the leads the server lets them add photos to.
   */
  readonly photos: boolean;
  /** Assign on a lead: hand it to any member (POST /leads/{id}/owner, choosing from GET /team-members). */
  readonly assign: boolean;
  /**
   * Take on an unowned lead: a role that may call POST /leads/{id}/owner but not list the team
   * (booth staff) may only give an unowned lead to themselves.
   */
  readonly take: boolean;
}

export const leadOffers = (role: Role | null): LeadOffers => {
  const bulkDelete = mayCall(role, "bulkDeleteLeads");
  const bulkPriority = mayCall(role, "bulkUpdateLeadPriority");
  const listsTeam = mayCall(role, "listTeamMembers");
  const bulkAssign = mayCall(role, "bulkAssignLeadOwner") && listsTeam;
  const assign = mayCall(role, "assignLeadOwner") && listsTeam;
  return {
    export: mayCall(role, "exportLeads"),
    import: mayCall(role, "importLeads"),
    bulkDelete,
    bulkPriority,
    bulkAssign,
    bulk: bulkDelete || bulkPriority || bulkAssign,
    delete: mayCall(role, "deleteLead"),
    photos: mayCall(role, "uploadLeadPhoto") && mayCall(role, "addLeadImage"),
    assign,
    take: mayCall(role, "assignLeadOwner") && !listsTeam,
  };
};
