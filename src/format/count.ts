// A count with its noun, singular for exactly one ("1 member", "2 members", "1,250 leads"), so no
// screen says "1 members". Numbers are grouped as the portal groups them everywhere (1,250).

import { nounFor } from "../rules/plural.ts";

const grouped = (count: number): string => count.toLocaleString("en-GB");

/** The noun alone, for a count shown elsewhere (a badge, a bolder figure). */
export { nounFor };

/** "1 member", "2 members"; `many` for words whose plural is not `one` + "s" ("1 entry", "2 entries"). */
export const countOf = (count: number, one: string, many = `${one}s`): string => `${grouped(count)} ${nounFor(count, one, many)}`;
