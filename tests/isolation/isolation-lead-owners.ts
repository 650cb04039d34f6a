// The isolation cases of handing leads on, merged into CASES (isolation-matrix.ts). Another
// company's lead, handed to the caller themselves (the one member every caller may name), answers
// 404 and changes nothing; a role the operation leaves out (a scanner; staff for the bulk) gets 403
// on its own company's leads. A member of another company named on one's own lead is a 400: that
// refusal is server/handlers/lead-owners.test.ts's.
export const LEAD_OWNER_CASES = {
  assignLeadOwner: [{ kind: "path-id", body: async (actor: { userId: string }) => ({ userId: actor.userId }) }],
  bulkAssignLeadOwner: [
    {
      kind: "body-id",
      bodies: (actor: { userId: string }, _victim: unknown, ids: Readonly<Record<string, readonly string[]>>) => [{ ids: [...(ids.leads ?? [])], userId: actor.userId }],
    },
  ],
} as const;
