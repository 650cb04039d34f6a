import type { EventAttributes } from "ics";
import type { PortalEvent } from "../../machines/app/event-loading.machine.ts";

/**
 * "Add to Calendar" after a referral registration: the event as one iCalendar (.ics) file, built
 * with the `ics` package (GUIDE 9). Times are written in UTC, so every calendar shows them in its
 * own time zone. The package loads only when someone asks for the file.
 */

export type CalendarEvent = Pick<PortalEvent, "_id" | "title" | "description" | "startDate" | "endDate" | "venue">;

export const CALENDAR_MIME_TYPE = "text/calendar";

/** Without a start there is nothing to put in a calendar; the button is disabled then. */
export const hasCalendarDates = (event: Pick<CalendarEvent, "startDate"> | null | undefined): boolean =>
  typeof event?.startDate === "string" && !Number.isNaN(Date.parse(event.startDate));

/** A file name a person recognises in their downloads: the event title, safe on every system. */
export const calendarFileName = (title: string): string => {
  const slug = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase()
    .slice(0, 60);
  return `${slug === "" ? "event" : slug}.ics`;
};

/** An event that gives no end lasts one hour in the calendar. */
const DEFAULT_DURATION = { hours: 1 } as const;

/** The .ics text for the event; throws when the event has no usable start (the view never offers that). */
export const eventCalendarFile = async (event: CalendarEvent): Promise<string> => {
  if (!hasCalendarDates(event)) throw new Error("The event has no start date.");
  const start = Date.parse(event.startDate!);
  const end = typeof event.endDate === "string" ? Date.parse(event.endDate) : Number.NaN;
  const venue = event.venue?.trim();
  const description = event.description?.trim();
  const attributes: EventAttributes = {
    uid: `${event._id}@exhibitor-portal`,
    productId: "exhibitor-portal",
    title: event.title,
    start,
    startInputType: "utc",
    startOutputType: "utc",
    ...(Number.isFinite(end) && end > start
      ? { end, endInputType: "utc" as const, endOutputType: "utc" as const }
      : { duration: DEFAULT_DURATION }),
    ...(venue ? { location: venue } : {}),
    ...(description ? { description } : {}),
  };
  const { createEvent } = await import("ics");
  const { error, value } = createEvent(attributes);
  if (error !== null || value === null) throw error ?? new Error("The calendar file could not be created.");
  return value;
};
