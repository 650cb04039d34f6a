import { describe, expect, it } from "vitest";
import { memberActions, memberFormRules, roleBadge, type RuledMember } from "./team-permissions.ts";

const owner: RuledMember = { _id: "owner", role: "owner", status: "active" };
const admin: RuledMember = { _id: "admin", role: "admin", status: "active" };
const pendingAdmin: RuledMember = { _id: "admin-2", role: "admin", status: "pending" };
const staff: RuledMember = { _id: "staff", role: "staff", status: "active" };
const pendingStaff: RuledMember = { _id: "staff-2", role: "staff", status: "pending" };

const asOwner = { role: "owner" as const, memberId: "owner" };
const asAdmin = { role: "admin" as const, memberId: "admin" };

describe("the row actions of the team screen", () => {
  it("give an admin no edit or delete on the owner's row, and no transfer anywhere", () => {
    expect(memberActions(asAdmin, owner)).toEqual({ edit: false, delete: false, resendInvite: false, revokeInvite: false, transferOwnership: false });
    expect(memberActions(asAdmin, staff)).toEqual({ edit: true, delete: true, resendInvite: false, revokeInvite: false, transferOwnership: false });
    expect(memberActions(asAdmin, pendingStaff)).toEqual({ edit: true, delete: false, resendInvite: true, revokeInvite: true, transferOwnership: false });
  });

  it("offer the owner the transfer to a signed-in admin only", () => {
    expect(memberActions(asOwner, admin).transferOwnership).toBe(true);
    expect(memberActions(asOwner, pendingAdmin).transferOwnership).toBe(false);
    expect(memberActions(asOwner, staff).transferOwnership).toBe(false);
    expect(memberActions(asOwner, owner)).toEqual({ edit: true, delete: false, resendInvite: false, revokeInvite: false, transferOwnership: false });
  });

  it("offer nothing to booth staff, lead scanners or nobody", () => {
    for (const role of ["staff", "scanner"] as const) {
      expect(Object.values(memberActions({ role, memberId: "x" }, pendingStaff)).some(Boolean)).toBe(false);
    }
    expect(Object.values(memberActions({ role: null, memberId: null }, staff)).some(Boolean)).toBe(false);
  });
});

describe("the dialog's rules", () => {
  it("offer admin, staff and scanner when adding, never owner", () => {
    expect(memberFormRules(asAdmin, null)).toEqual({ roles: ["admin", "staff", "scanner"], roleReadOnly: false, numberLocked: false });
  });

  it("show the owner's role and one's own role read-only", () => {
    expect(memberFormRules(asOwner, owner)).toMatchObject({ roles: [], roleReadOnly: true });
    expect(memberFormRules(asAdmin, admin)).toMatchObject({ roles: [], roleReadOnly: true });
    expect(memberFormRules(asOwner, staff)).toMatchObject({ roleReadOnly: false });
  });

  it("lock an existing member's number for everyone but the owner", () => {
    expect(memberFormRules(asAdmin, staff).numberLocked).toBe(true);
    expect(memberFormRules(asOwner, staff).numberLocked).toBe(false);
  });

  it("call the owner Owner and the others by their label", () => {
    expect(["owner", "admin", "staff", "scanner"].map((role) => roleBadge(role as never))).toEqual([
      "Owner",
      "Exhibitor Admin",
      "Booth Staff",
      "Lead Scanner",
    ]);
  });
});
