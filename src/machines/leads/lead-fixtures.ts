import type { Lead } from "./lead-form.ts";

/**
 * A contract-shaped lead for tests, with every field of the contract's `Lead` (the qualification
 * fields included), so fixtures break at compile time when the contract changes.
 */
export const leadFixture = (
  fields: Partial<Omit<Lead, "user">> & {
    readonly fullName?: string;
    readonly emailId?: string | null;
    readonly companyName?: string | null;
    /** Any other contact field, over the ones above. */
    readonly user?: Partial<Lead["user"]>;
  } = {},
): Lead => {
  const { fullName = "Vikram Mehta", emailId = null, companyName = null, user = {}, ...lead } = fields;
  return {
    _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
    priority: "medium",
    status: "new",
    remarks: null,
    source: "manual",
    createdAt: "2026-03-14T09:30:00.000Z",
    updatedAt: "2026-03-14T09:30:00.000Z",
    user: { fullName, emailId, companyName, designation: null, phone: null, ...user },
    capturedBy: null,
    owner: null,
    rating: null,
    tags: [],
    followUpDate: null,
    ticketCode: null,
    capture: { kind: "manual", text: null, images: [] },
    answers: {},
    notes: [],
    touches: [],
    possibleDuplicateOf: null,
    ...lead,
  };
};
