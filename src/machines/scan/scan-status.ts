import type { CameraSnapshot } from "./camera.machine.ts";
import type { QualificationCardSnapshot } from "./qualification-card.machine.ts";
import { leadTitle } from "./qualification-rules.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";

// What the view writes for each state of the camera and of a scan's card.

export interface StatusLine {
  readonly text: string;
  readonly tone: "info" | "error" | "success";
  /** The person can ask for the camera again. */
  readonly retry: boolean;
}

export const cameraStatus = (snapshot: CameraSnapshot): StatusLine => {
  const { error, granted } = snapshot.context;
  if (snapshot.matches("opening")) return { text: granted ? SCAN_TEXTS.opening : SCAN_TEXTS.askingPermission, tone: "info", retry: false };
  if (snapshot.matches("denied")) return { text: SCAN_TEXTS.denied, tone: "error", retry: true };
  if (snapshot.matches("noCamera")) return { text: SCAN_TEXTS.noCamera, tone: "error", retry: true };
  if (snapshot.matches("failed")) return { text: `${SCAN_TEXTS.cameraFailed} (${error ?? "unknown error"}). ${SCAN_TEXTS.typeInstead}`, tone: "error", retry: true };
  if (snapshot.matches({ ready: { decode: "noDecoder" } })) return { text: SCAN_TEXTS.noDecoder, tone: "error", retry: false };
  if (snapshot.matches({ ready: { decode: "paused" } })) return { text: SCAN_TEXTS.paused, tone: "info", retry: false };
  return { text: SCAN_TEXTS.scanning, tone: "info", retry: false };
};

/** The card's headline: stored, sent, kept for later or refused, and who it is once known. */
export const cardStatus = (snapshot: QualificationCardSnapshot): StatusLine & { readonly title: string } => {
  const { lead, outcome, refusal, ticketCode } = snapshot.context;
  if (snapshot.matches({ sync: "syncing" })) return { title: ticketCode, text: `${SCAN_TEXTS.savedOnDevice}. ${SCAN_TEXTS.syncing}`, tone: "info", retry: false };
  if (snapshot.matches({ sync: "queued" })) return { title: ticketCode, text: `${SCAN_TEXTS.savedOnDevice}. ${SCAN_TEXTS.queued}`, tone: "info", retry: false };
  if (snapshot.matches({ sync: "refused" })) return { title: ticketCode, text: refusal ?? "", tone: "error", retry: false };
  return {
    title: lead !== null ? leadTitle(lead) : ticketCode,
    text: outcome === "existing" ? SCAN_TEXTS.existingLead : SCAN_TEXTS.newLead,
    tone: "success",
    retry: false,
  };
};
