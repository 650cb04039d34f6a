import type { CameraSnapshot } from "./camera.machine.ts";
import type { CardCapture, QualificationCardSnapshot } from "./qualification-card.machine.ts";
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

/** Why the torch did not switch, beside the camera's status (which goes on saying what the camera does); null when it did. */
export const torchProblem = (snapshot: CameraSnapshot): string | null =>
  snapshot.matches({ ready: { torch: "failed" } }) ? `${SCAN_TEXTS.torchFailed} (${snapshot.context.error ?? "unknown error"}).` : null;

/** Who the card is about before the server's lead arrives: the name read or typed, else the code. */
const captureTitle = (capture: CardCapture, ticketCode: string): string =>
  capture.person?.fullName ?? capture.person?.emailId ?? capture.person?.phone ?? (ticketCode !== "" ? ticketCode : capture.text);

/** The card's headline: stored, sent, kept for later or refused, and who it is once known. */
export const cardStatus = (snapshot: QualificationCardSnapshot): StatusLine & { readonly title: string } => {
  const { lead, outcome, refusal, ticketCode, capture } = snapshot.context;
  const read = captureTitle(capture, ticketCode);
  if (snapshot.matches({ sync: "syncing" })) return { title: read, text: `${SCAN_TEXTS.savedOnDevice}. ${SCAN_TEXTS.syncing}`, tone: "info", retry: false };
  if (snapshot.matches({ sync: "queued" })) return { title: read, text: `${SCAN_TEXTS.savedOnDevice}. ${SCAN_TEXTS.queued}`, tone: "info", retry: false };
  if (snapshot.matches({ sync: "refused" })) return { title: read, text: refusal ?? "", tone: "error", retry: false };
  return {
    title: lead !== null ? leadTitle(lead) : read,
    text: outcome === "existing" ? SCAN_TEXTS.existingLead : SCAN_TEXTS.newLead,
    tone: "success",
    retry: false,
  };
};

export interface CardDetails {
  /** The visitor's job title, company, e-mail and phone, as far as they are known. */
  readonly lines: ReadonlyArray<string>;
  /** What the card says about how the visitor will be known (the event's badge looked up on sync). */
  readonly note: string | null;
}

const present = (values: ReadonlyArray<string | null | undefined>): string[] =>
  values.filter((value): value is string => typeof value === "string" && value.trim() !== "");

/** The details under the card's title: the lead's once it arrived, before that what was read or typed. */
export const cardDetails = (snapshot: QualificationCardSnapshot): CardDetails => {
  const { lead, capture } = snapshot.context;
  if (lead !== null) {
    const note = lead.capture.kind === "unknown_badge" ? SCAN_TEXTS.unknownEventBadge : null;
    return { lines: present([lead.user.designation, lead.user.emailId, lead.user.phone]), note };
  }
  const person = capture.person;
  const lines = person === null ? [] : present([person.designation, person.companyName, person.emailId, person.phone]);
  return { lines, note: capture.kind === "external_badge" ? SCAN_TEXTS.eventBadgePending : null };
};
