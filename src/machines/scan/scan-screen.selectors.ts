import type { ScanScreenSnapshot } from "./scan-screen.machine.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";

// What the Scan screen's views read from its snapshot, beside the machine.

/** What the status line says about the badge key. */
export const keyNote = (snapshot: ScanScreenSnapshot): string | null => {
  if (snapshot.matches({ keys: "fromDevice" })) return SCAN_TEXTS.keyFromDevice;
  if (snapshot.matches({ keys: "missing" })) return SCAN_TEXTS.keyMissing;
  return null;
};

/** The typed-code field may send: not while a code is being checked, named or saved. */
export const canSubmitCode = (snapshot: ScanScreenSnapshot): boolean => snapshot.matches({ scan: "ready" });
