// An attempt's time to the second: retries of one delivery can be seconds apart, which the portal's
// usual "Mar 14, 04:35 PM" would show as one time. The viewer's zone, en-US as everywhere (SPEC §9).
let format: Intl.DateTimeFormat | undefined;

export const formatAttemptTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  format ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  return format.format(date);
};
