import { useSelector } from "@xstate/react";
import { signedInPart } from "../../machines/app/signed-in-parts.ts";
import { companySummaryOf, type CompanySummary } from "../../machines/app/company-summary.ts";
import { useApp } from "../screen/app-context.ts";

export type { CompanySummary };

/** The header's company: the app machine reads it while someone is signed in; null until it arrives. */
export const useCompanySummary = (): CompanySummary | null => {
  const read = useSelector(useApp(), (snapshot) => signedInPart(snapshot, "companySummary"));
  return useSelector(read, companySummaryOf);
};
