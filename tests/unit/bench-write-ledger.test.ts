import { describe, expect, it } from 'vitest';
import { findLostWrites, WriteLedger, type LeadState, type StoredLead, type StoredReferral } from '../../bench/write-ledger.ts';

const created: LeadState = {
  priority: 'medium',
  status: 'new',
  remarks: 'Met at the booth',
  fullName: 'Load Visitor 1',
  emailId: 'load.visitor.1@example.com',
  companyName: 'Visitor Company 1',
  designation: 'Buyer',
  phone: '+91 9800000001',
};
const edited: LeadState = { ...created, priority: 'high', status: 'contacted', remarks: 'Called back', designation: 'Head of Operations' };
const guest = { passId: 'pass-1', firstName: 'Guest', lastName: 'Number 1', emailId: 'guest.1@example.com', authenticationId: '9000000001' };

const leads = (entries: Array<[string, string, LeadState]>) =>
  new Map<string, StoredLead>(entries.map(([id, exhibitorId, state]) => [id, { exhibitorId, state }]));
const referrals = (entries: Array<[string, string, typeof guest]>) =>
  new Map<string, StoredReferral>(entries.map(([id, exhibitorId, state]) => [id, { exhibitorId, state }]));

describe('findLostWrites', () => {
  it('finds nothing when every acknowledged write is stored as acknowledged', () => {
    const ledger = new WriteLedger();
    ledger.leadCreated('lead-1', 'ex-1', created);
    ledger.leadUpdated('lead-1', edited);
    ledger.leadCreated('lead-2', 'ex-1', created);
    ledger.referralRegistered('reg-1', 'ex-1', guest);
    const stored = leads([
      ['lead-1', 'ex-1', edited],
      ['lead-2', 'ex-1', created],
      // Rows the ledger never saw (seeded, or written without an answer) are not its concern.
      ['lead-9', 'ex-2', created],
    ]);
    expect(findLostWrites(ledger, stored, referrals([['reg-1', 'ex-1', guest]]))).toEqual([]);
    expect(ledger.leadUpdates).toBe(1);
  });

  it('reports a missing lead, an edit that was not kept and a missing registration', () => {
    const ledger = new WriteLedger();
    ledger.leadCreated('lead-1', 'ex-1', created);
    ledger.leadCreated('lead-2', 'ex-1', created);
    ledger.leadUpdated('lead-2', edited);
    ledger.referralRegistered('reg-1', 'ex-1', guest);
    const lost = findLostWrites(ledger, leads([['lead-2', 'ex-1', created]]), referrals([]));
    expect(lost).toEqual([
      { kind: 'lead', id: 'lead-1', reason: 'not in the database' },
      {
        kind: 'lead update',
        id: 'lead-2',
        reason:
          'priority: expected "high", stored "medium"; status: expected "contacted", stored "new"; ' +
          'remarks: expected "Called back", stored "Met at the booth"; designation: expected "Head of Operations", stored "Buyer"',
      },
      { kind: 'referral registration', id: 'reg-1', reason: 'not in the database' },
    ]);
  });

  it('reports rows stored under another exhibitor or with other values', () => {
    const ledger = new WriteLedger();
    ledger.leadCreated('lead-1', 'ex-1', created);
    ledger.referralRegistered('reg-1', 'ex-1', guest);
    const lost = findLostWrites(
      ledger,
      leads([['lead-1', 'ex-2', created]]),
      referrals([['reg-1', 'ex-1', { ...guest, emailId: 'someone.else@example.com' }]]),
    );
    expect(lost.map((l) => [l.kind, l.reason])).toEqual([
      ['lead', 'belongs to exhibitor ex-2, not ex-1'],
      ['referral registration', 'emailId: expected "guest.1@example.com", stored "someone.else@example.com"'],
    ]);
  });

  it('accepts either outcome of an edit whose answer never came, and only that edit', () => {
    const ledger = new WriteLedger();
    ledger.leadCreated('lead-1', 'ex-1', created);
    ledger.leadUpdateUnconfirmed('lead-1', edited);
    expect(findLostWrites(ledger, leads([['lead-1', 'ex-1', created]]), referrals([]))).toEqual([]);
    expect(findLostWrites(ledger, leads([['lead-1', 'ex-1', edited]]), referrals([]))).toEqual([]);
    const other = { ...created, remarks: 'Something else' };
    expect(findLostWrites(ledger, leads([['lead-1', 'ex-1', other]]), referrals([]))).toHaveLength(1);
  });

  it('forgets an unconfirmed edit once a later edit is acknowledged', () => {
    const ledger = new WriteLedger();
    ledger.leadCreated('lead-1', 'ex-1', created);
    ledger.leadUpdateUnconfirmed('lead-1', { ...created, remarks: 'Maybe' });
    ledger.leadUpdated('lead-1', edited);
    const stored = leads([['lead-1', 'ex-1', { ...created, remarks: 'Maybe' }]]);
    expect(findLostWrites(ledger, stored, referrals([]))).toMatchObject([{ kind: 'lead update', id: 'lead-1' }]);
  });
});
