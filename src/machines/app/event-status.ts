import { formatEventDay } from "../../format/date-time.ts";
import type { PortalEvent } from "./event-loading.machine.ts";

/** Where the show stands at a moment: before its start, between start and end, or after its end. */
export type EventPhase = "upcoming" | "live" | "ended";

export interface HeaderStatus {
  /** The event indicator, or null when the event has no start date to go by. */
  readonly event: { readonly phase: EventPhase; readonly label: string } | null;
  /** "Booth Active" while the show is on and the company has a booth; else null. */
  readonly booth: string | null;
  /** When the indicators next change (ms since 1970), or null when they never will. */
  readonly changesAt: number | null;
}

export const EVENT_LIVE = "Event Live";
export const EVENT_ENDED = "Event ended";
export const BOOTH_ACTIVE = "Booth Active";

const time = (iso: string | null | undefined): number | null => {
  if (iso === null || iso === undefined || iso === "") return null;
  const value = Date.parse(iso);
  return Number.isNaN(value) ? null : value;
};

/**
 * SPEC §2 header indicators, told honestly: "Event Live" only from the event's start to its end
 * (both included), "Starts <day at the venue>" before, "Event ended" after; "Booth Active" only
 * while live and with a booth number. An event without an end stays live once started: nothing
 * says it is over. `now` is the page's clock.
 */
export const headerStatus = (
  event: Pick<PortalEvent, "startDate" | "endDate" | "timezone"> | null,
  boothNumber: string | null | undefined,
  now: number,
): HeaderStatus => {
  const start = time(event?.startDate);
  if (event === null || start === null) return { event: null, booth: null, changesAt: null };
  const givenEnd = time(event.endDate);
  const end = givenEnd !== null && givenEnd >= start ? givenEnd : null;
  if (now < start) {
    const day = formatEventDay(event.startDate, event.timezone);
    return { event: { phase: "upcoming", label: `Starts ${day}` }, booth: null, changesAt: start };
  }
  if (end !== null && now > end) return { event: { phase: "ended", label: EVENT_ENDED }, booth: null, changesAt: null };
  const booth = (boothNumber?.trim() ?? "") !== "" ? BOOTH_ACTIVE : null;
  return { event: { phase: "live", label: EVENT_LIVE }, booth, changesAt: end === null ? null : end + 1 };
};
