import { OutboxUnavailable } from "../outbox/outbox-types.ts";

// What the Scan screen says in each state, written once for the view and the tests.

export const SCAN_TEXTS = {
  title: "Scan Badges",
  askingPermission: "Allow camera access to scan codes",
  opening: "Starting the camera...",
  denied:
    "Camera access is blocked for this site. To scan, allow the camera in the browser's site settings (the camera or lock icon beside the address) and press Try again. Until then, type the code printed under the badge's QR code below.",
  noCamera: "This device has no camera the browser can use. Type the code printed under the badge's QR code below.",
  cameraFailed: "The camera could not be started",
  noDecoder: "This browser cannot read codes here. Type the code printed under the badge's QR code below.",
  scanning: "Point the camera at a badge, a contact QR code or any other code",
  paused: "Scanning is paused",
  torchFailed: "The torch could not be switched",
  torchNotSwitched: "the camera did not switch it",
  recognised: "Code recognised: saving...",
  forged: "This badge is not one of this event's badges.",
  storage: (reason: string) =>
    `This device could not store the scan: ${reason}. The scan was not saved. Free some space or leave private browsing, reload the page and scan the code again; until then nothing you scan is kept.`,
  storageFallback: "the browser's storage is unavailable",
  saveDetailsFirst: "Save this lead's details or press Next visitor before scanning another code.",
  keyFromDevice: "Offline: badges are checked with the key this device stored earlier.",
  keyMissing:
    "This device has not yet stored the event's badge key, so it cannot check badges by itself: scans are kept and checked by the server when they sync.",
  questionsFailed: "The company's lead questions could not be read; answer them later in Lead Management.",
  savedOnDevice: "Saved on this device",
  syncing: "Sending to the server...",
  queued: "Will sync when online",
  newLead: "New lead",
  existingLead: "Already a lead: scan recorded",
  detailsSaved: "Details saved",
  detailsQueued: "Details saved on this device",
  typeCodeLabel: "Type the code",
  typeCodeHelp: "The ticket code printed under a badge's QR code, for a damaged badge, or the event's badge id.",
  nextBadge: "Next visitor",
  savedCount: (count: number) => (count === 1 ? "1 visitor captured on this screen" : `${count} visitors captured on this screen`),
  idle: "Each code you scan opens here, ready for hot, warm or cold, a rating, tags and a note.",
  eventBadgePending: "The event's badge: the attendee's details are filled in when it syncs.",
  unknownEventBadge: "No attendee the organiser imported has this badge id yet: the lead keeps the id; add the visitor's name in Lead Management.",
  nameTitle: "Who is this visitor?",
  nameHelp: "This code holds no visitor's details. Type the visitor's name to save it as a lead; the code's text is kept with it.",
  nameRead: "The code reads",
  nameSave: "Save lead",
  nameCancel: "Cancel",
  typeInstead: "Close other apps using the camera and press Try again, or type the code printed under the badge's QR code below.",
} as const;

/** Why the device could not keep a scan, in the storage's own words when it gave some. */
export const storageReason = (error: unknown): string =>
  error instanceof OutboxUnavailable && error.message !== "" ? error.message : error instanceof Error && error.message !== "" ? error.message : SCAN_TEXTS.storageFallback;
