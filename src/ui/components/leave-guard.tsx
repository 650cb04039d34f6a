import { useSelector } from "@xstate/react";
import { createContext, Suspense, useContext, useEffect, type ReactNode } from "react";
import type { LeaveGuardRef } from "../../machines/forms/leave-guard.machine.ts";
import { QuietLoadBoundary } from "./quiet-load-boundary.tsx";
import { retryableLazy } from "./retryable-lazy.ts";

/** The app's unsaved-work guard (a child of the portal's or the console's machine); absent in a view's own test. */
const LeaveGuardContext = createContext<LeaveGuardRef | null>(null);

// The question's code comes only when it is asked: most visits never leave unsaved work.
const LeaveGuardDialog = retryableLazy(() => import("./leave-guard-dialog.tsx"));

/** Gives the app's forms the guard, and asks its question when a move would drop unsaved work. */
export function LeaveGuardProvider({ guard, children }: { readonly guard: LeaveGuardRef | undefined; readonly children: ReactNode }) {
  const asking = useSelector(guard, (snapshot) => snapshot?.hasTag("asking") ?? false);
  return (
    <LeaveGuardContext value={guard ?? null}>
      {children}
      {guard !== undefined && asking ? (
        <QuietLoadBoundary retryKey={0}>
          <Suspense fallback={null}>
            <LeaveGuardDialog guard={guard} />
          </Suspense>
        </QuietLoadBoundary>
      ) : null}
    </LeaveGuardContext>
  );
}

/** The guard, for a control that moves inside the app (the console's navigation). */
export const useLeaveGuard = (): LeaveGuardRef | null => useContext(LeaveGuardContext);

/**
 * Tells the guard while a form has unsaved work, by a name of its own: the form's machine decides
 * what unsaved means (`unsaved`), this only passes it on, and lets go when the form goes away.
 */
export function useUnsavedWork(holder: string, unsaved: boolean): void {
  const guard = useLeaveGuard();
  useEffect(() => {
    if (guard === null || !unsaved) return;
    guard.send({ type: "unsaved.hold", holder });
    return () => guard.send({ type: "unsaved.release", holder });
  }, [guard, holder, unsaved]);
}
