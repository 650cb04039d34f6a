import type { ExhibitorCategory, ExhibitorTeamMember, OrganiserExhibitor } from "./exhibitors-form.ts";

// The exhibitor, category and team the Exhibitors screen's model and tests walk with.

export const GOLD: ExhibitorCategory = { _id: "3c2b1a0f-9e8d-4c6b-8a5f-4e3d2c1b0a9f", name: "Gold", exhibitorPasses: 10, isActive: true };
export const ACME: OrganiserExhibitor = {
  _id: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  name: "Acme Robotics",
  boothNumber: "B-12",
  categoryId: GOLD._id,
  categoryName: "Gold",
  owner: { memberId: "8d7c6b5a-4938-4e27-a016-f5e4d3c2b1a0", fullName: "Asha Rao", phoneCode: "91", mobile: "9876543210", email: null, signedIn: false, invitedAt: null },
  teamSize: 3,
  leadsCount: 12,
  passes: [{ passId: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", categoryId: GOLD._id, categoryName: "Gold", allocated: 10, used: 4, categoryPasses: 10, isActive: true }],
  createdAt: "2026-03-01T09:00:00.000Z",
};
export const TEAM: ExhibitorTeamMember[] = [
  { _id: ACME.owner!.memberId, fullName: "Asha Rao", role: "owner", designation: null, phoneCode: "91", mobile: "9876543210", email: null, status: "pending", invitedAt: null },
];
