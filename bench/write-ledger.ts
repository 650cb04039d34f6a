// Every write the server acknowledged during the load, and the check that the database holds each
// of them as acknowledged. A write whose answer never came (network error, 5xx) may or may not have
// been applied: it is remembered as "unconfirmed" so the check accepts either outcome for it, but
// never counts it as lost.

/** The lead columns the load writes, as the database stores them (normalised values are sent). */
export interface LeadState {
  priority: string;
  status: string;
  remarks: string | null;
  fullName: string;
  emailId: string | null;
  companyName: string | null;
  designation: string | null;
  phone: string | null;
}

export interface ReferralState {
  passId: string;
  firstName: string;
  lastName: string;
  emailId: string | null;
  authenticationId: string | null;
}

export interface StoredLead {
  exhibitorId: string;
  state: LeadState;
}

export interface StoredReferral {
  exhibitorId: string;
  state: ReferralState;
}

interface LeadEntry {
  exhibitorId: string;
  acknowledged: LeadState;
  /** Updates sent after the last acknowledged state whose outcome is unknown. */
  unconfirmed: LeadState[];
}

export interface LostWrite {
  kind: "lead" | "lead update" | "referral registration";
  id: string;
  reason: string;
}

export class WriteLedger {
  readonly leads = new Map<string, LeadEntry>();
  readonly referrals = new Map<string, { exhibitorId: string; state: ReferralState }>();
  /** Acknowledged lead updates (each also changes `leads`' acknowledged state). */
  leadUpdates = 0;

  leadCreated(id: string, exhibitorId: string, state: LeadState): void {
    this.leads.set(id, { exhibitorId, acknowledged: state, unconfirmed: [] });
  }

  leadUpdated(id: string, state: LeadState): void {
    const entry = this.leads.get(id);
    if (!entry) throw new Error(`Update of a lead the ledger never saw created: ${id}`);
    entry.acknowledged = state;
    // A later acknowledged update supersedes any earlier one whose outcome was unknown.
    entry.unconfirmed = [];
    this.leadUpdates += 1;
  }

  leadUpdateUnconfirmed(id: string, state: LeadState): void {
    this.leads.get(id)?.unconfirmed.push(state);
  }

  referralRegistered(id: string, exhibitorId: string, state: ReferralState): void {
    this.referrals.set(id, { exhibitorId, state });
  }
}

function differences<T extends object>(expected: T, actual: T): string[] {
  return (Object.keys(expected) as Array<keyof T>)
    .filter((key) => expected[key] !== actual[key])
    .map((key) => `${String(key)}: expected ${JSON.stringify(expected[key])}, stored ${JSON.stringify(actual[key])}`);
}

const sameState = (a: LeadState, b: LeadState) => differences(a, b).length === 0;

/** Acknowledged writes the stored rows do not hold as acknowledged; empty when none was lost. */
export function findLostWrites(
  ledger: WriteLedger,
  storedLeads: ReadonlyMap<string, StoredLead>,
  storedReferrals: ReadonlyMap<string, StoredReferral>,
): LostWrite[] {
  const lost: LostWrite[] = [];
  for (const [id, entry] of ledger.leads) {
    const row = storedLeads.get(id);
    if (!row) {
      lost.push({ kind: "lead", id, reason: "not in the database" });
    } else if (row.exhibitorId !== entry.exhibitorId) {
      lost.push({ kind: "lead", id, reason: `belongs to exhibitor ${row.exhibitorId}, not ${entry.exhibitorId}` });
    } else if (!sameState(entry.acknowledged, row.state) && !entry.unconfirmed.some((s) => sameState(s, row.state))) {
      lost.push({ kind: "lead update", id, reason: differences(entry.acknowledged, row.state).join("; ") });
    }
  }
  for (const [id, entry] of ledger.referrals) {
    const row = storedReferrals.get(id);
    if (!row) {
      lost.push({ kind: "referral registration", id, reason: "not in the database" });
      continue;
    }
    const wrong = differences(entry.state, row.state);
    if (row.exhibitorId !== entry.exhibitorId) wrong.unshift(`belongs to exhibitor ${row.exhibitorId}, not ${entry.exhibitorId}`);
    if (wrong.length > 0) lost.push({ kind: "referral registration", id, reason: wrong.join("; ") });
  }
  return lost;
}
