import { assign, setup } from "xstate";
import type { components } from "../api/schema.d.ts";
import { notProvidedActor } from "./not-provided.ts";

export type CompanySummary = components["schemas"]["Company"];

/**
 * The header's company block (`GET /company`: name, logo, booth). `company.refresh` reloads it,
 * e.g. after the profile screen saved a new name or logo; a failed load leaves the header on its
 * fallbacks (event title, no logo) rather than blocking the portal.
 */
export const companySummaryMachine = setup({
  types: {
    context: {} as { company: CompanySummary | null },
    events: {} as { type: "company.refresh" },
    tags: {} as "busy",
  },
  actors: {
    fetchCompany: notProvidedActor<CompanySummary>("fetchCompany"),
  },
}).createMachine({
  id: "companySummary",
  context: { company: null },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      invoke: {
        id: "fetchCompany",
        src: "fetchCompany",
        onDone: { target: "loaded", actions: assign({ company: ({ event }) => event.output }) },
        onError: { target: "failed" },
      },
    },
    loaded: { on: { "company.refresh": "loading" } },
    failed: {
      description: "The header shows its fallbacks; the previous company (if any) stays.",
      on: { "company.refresh": "loading" },
    },
  },
});
