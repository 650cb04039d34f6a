import type { SnapshotFrom } from "xstate";
import type { components } from "../../api/schema.d.ts";
import type { remoteDataMachine } from "../data/remote-data.machine.ts";

export type CompanySummary = components["schemas"]["Company"];

/** The header's company as the app's `companySummary` read holds it (its actor is the only writer). */
export const companySummaryOf = (snapshot: SnapshotFrom<typeof remoteDataMachine> | undefined): CompanySummary | null =>
  (snapshot?.context.data as CompanySummary | null | undefined) ?? null;
