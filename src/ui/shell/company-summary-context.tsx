import { useActorRef, useSelector } from "@xstate/react";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import { useInspect } from "../../inspect-context.ts";
import { useApiRunner } from "../app/app-context.ts";
import { companySummaryActors } from "../../machines/company-summary.actors.ts";
import { companySummaryMachine, type CompanySummary } from "../../machines/company-summary.machine.ts";

export type CompanySummaryActorRef = ActorRefFrom<typeof companySummaryMachine>;

const CompanySummaryContext = createContext<CompanySummaryActorRef | null>(null);

/** One company summary for the signed-in shell. */
export function CompanySummaryProvider({ children }: { readonly children: ReactNode }) {
  const runApi = useApiRunner();
  const [logic] = useState(() => companySummaryMachine.provide({ actors: companySummaryActors(runApi) }));
  const actor = useActorRef(logic, { inspect: useInspect() });
  return <CompanySummaryContext value={actor}>{children}</CompanySummaryContext>;
}

/** The summary actor: send `company.refresh` after changing the company's name, logo or booth. */
export const useCompanySummaryActor = (): CompanySummaryActorRef => {
  const actor = useContext(CompanySummaryContext);
  if (actor === null) throw new Error("useCompanySummaryActor() is used outside <CompanySummaryProvider>.");
  return actor;
};

export const useCompanySummary = (): CompanySummary | null =>
  useSelector(useCompanySummaryActor(), (snapshot) => snapshot.context.company);
