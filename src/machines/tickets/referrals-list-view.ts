import { ALL, isSearching, matchesSearch, searchQuery, type ListViewState } from "../data/list-view-state.ts";

export interface ReferralLike {
  readonly firstName?: string | null;
  readonly emailId?: string | null;
  readonly authenticationId?: string | null;
  readonly approve?: boolean | null;
  readonly reject?: boolean | null;
}

export type ReferralStatus = "Approved" | "Rejected" | "Pending";

/** SPEC §4: approve gives Approved, else reject gives Rejected, else Pending. */
export const referralStatus = (referral: ReferralLike): ReferralStatus =>
  referral.approve === true ? "Approved" : referral.reject === true ? "Rejected" : "Pending";

/** The registrations shown: search over first name, email and phone, and the status filter. */
export const selectReferrals = <T extends ReferralLike>(items: ReadonlyArray<T>, state: ListViewState): T[] => {
  const query = searchQuery(state.search);
  return items.filter(
    (referral) =>
      (state.filter === ALL || referralStatus(referral).toLowerCase() === state.filter) &&
      matchesSearch(query, [referral.firstName, referral.emailId, referral.authenticationId]),
  );
};

export const REFERRALS_EMPTY_HINTS = {
  narrowed: "Try adjusting your search or filters",
  none: "Start by registering users via referral",
} as const;

/** The hint under "No referrals found". */
export const referralsEmptyHint = (state: ListViewState): string =>
  isSearching(state) || state.filter !== ALL ? REFERRALS_EMPTY_HINTS.narrowed : REFERRALS_EMPTY_HINTS.none;
