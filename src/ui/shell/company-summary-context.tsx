import { createContext, useContext, type ReactNode } from "react";
import { query } from "../../api/request.ts";
import type { components } from "../contract.ts";
import type { ApiRunner } from "../app/app-context.ts";
import { useRemoteData, type RemoteData } from "../app/use-remote-data.ts";

export type CompanySummary = components["schemas"]["Company"];

/** `GET /company`: the header's name, logo and booth. A failed load leaves the header on its fallbacks. */
const loadCompany = async (runApi: ApiRunner): Promise<CompanySummary> =>
  (await runApi(query((client, abort) => client.GET("/company", { signal: abort })))).data;

const CompanySummaryContext = createContext<RemoteData<CompanySummary> | null>(null);

/** One company summary for the signed-in shell. */
export function CompanySummaryProvider({ children }: { readonly children: ReactNode }) {
  return <CompanySummaryContext value={useRemoteData(loadCompany)}>{children}</CompanySummaryContext>;
}

const useSummary = (): RemoteData<CompanySummary> => {
  const summary = useContext(CompanySummaryContext);
  if (summary === null) throw new Error("The company summary is used outside <CompanySummaryProvider>.");
  return summary;
};

export const useCompanySummary = (): CompanySummary | null => useSummary().data;

/** Reload the header's company after changing its name, logo or booth (the profile screen's save). */
export const useRefreshCompanySummary = (): (() => void) => useSummary().refresh;
