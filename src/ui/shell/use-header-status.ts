import { useEffect, useState } from "react";
import { headerStatus, type HeaderStatus } from "../../machines/app/event-status.ts";
import type { PortalEvent } from "../../machines/app/event-loading.machine.ts";

/** Timers longer than 2^31-1 ms fire at once; a far-off change is checked again daily instead. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The header indicators at the page's clock, drawn again when they change (the show opens or closes
 * while the page is open). Only the moment of change is awaited: no ticking.
 */
export function useHeaderStatus(event: PortalEvent | null, boothNumber: string | null | undefined): HeaderStatus {
  const [now, setNow] = useState(() => Date.now());
  const status = headerStatus(event, boothNumber, now);
  const { changesAt } = status;
  useEffect(() => {
    if (changesAt === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, changesAt - Date.now()), LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [changesAt, now]);
  return status;
}
