import { createContext, useContext } from "react";
import type { Inspect } from "./inspect.ts";

/** The inspector observer for root actors; undefined unless the app runs with the inspector. */
export const InspectContext = createContext<Inspect | undefined>(undefined);

/** Pass to every root actor: `useActorRef(machine, { inspect: useInspect(), input })`. */
export const useInspect = (): Inspect | undefined => useContext(InspectContext);
