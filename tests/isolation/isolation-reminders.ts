// The isolation case of the member's follow-up reminder, merged into CASES (isolation-matrix.ts):
// the write names no record, so it must change the caller's own account only.
export const REMINDER_CASES = {
  updateReminder: [{ kind: "own-write", body: () => ({ time: "07:45" }) }],
} as const;
