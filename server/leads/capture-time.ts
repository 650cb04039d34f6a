/** The device's time for captures queued offline; a clock ahead of the server's counts as now. */
export function captureTime(scannedAt: string | undefined, now: Date): Date {
  if (scannedAt === undefined) return now;
  const at = new Date(scannedAt);
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}
