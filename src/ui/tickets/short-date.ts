/** SPEC §9: dates read as short month, day, hour and minute in en-US ("Mar 14, 04:35 PM"). */
const FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

export const INVALID_DATE = "Invalid date";

export const shortDateTime = (iso: string | null | undefined): string => {
  const time = typeof iso === "string" ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? INVALID_DATE : FORMAT.format(time);
};
