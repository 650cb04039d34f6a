import { createContext, useContext, useEffect, useMemo, useState } from "react";

/**
 * Whether any upload field of a form is still sending its file. A form that saved then would save
 * without the new file, so its submit button waits: the form renders `<UploadTrackerProvider
 * value={tracker}>` around its fields and disables submit while `tracker.running`. The upload fields
 * report themselves; the fact lives in their own upload machines, this only gathers it.
 */
export interface UploadTracker {
  readonly running: boolean;
  readonly report: (fieldId: string, busy: boolean) => void;
}

const UploadTrackerContext = createContext<UploadTracker | null>(null);
export const UploadTrackerProvider = UploadTrackerContext.Provider;

export function useUploadTracker(): UploadTracker {
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(
    () => new Set(),
  );
  const [report] = useState(
    () => (fieldId: string, busy: boolean) =>
      setBusyFields((previous) => {
        if (previous.has(fieldId) === busy) return previous;
        const next = new Set(previous);
        if (busy) next.add(fieldId);
        else next.delete(fieldId);
        return next;
      }),
  );
  return useMemo(
    () => ({ running: busyFields.size > 0, report }),
    [busyFields, report],
  );
}

/** Used by `<UploadField>`: tells the surrounding form (if it tracks uploads) while this field uploads. */
export function useReportUploadBusy(fieldId: string, busy: boolean): void {
  const report = useContext(UploadTrackerContext)?.report;
  useEffect(() => {
    if (report === undefined) return;
    report(fieldId, busy);
    return () => report(fieldId, false);
  }, [report, fieldId, busy]);
}
