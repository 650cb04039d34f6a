import { useEffect, useState } from "react";

/**
 * Whole seconds left until `at` (epoch ms), ticking while there are any; 0 when `at` is null or
 * past. The countdown is drawn here, from the machine's `resendAvailableAt`, so the machine holds
 * one timestamp instead of a counter that changes every second.
 */
export function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (at === null || at <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= at) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
