import type { OutboxItem, QueuedScan } from "../../machines/outbox/outbox-types.ts";
import { parseCapture } from "../../rules/capture-code.ts";

// Imported by the outbox panel only (a part downloaded later), since reading a contact code brings
// the vCard and phone number libraries: the header's pill words its count in outbox-pill.ts.

/** The name a contact code holds, read again with the same parser the scan used (the phone's country does not matter here). */
const contactName = (item: QueuedScan): string | null => {
  const parsed = parseCapture(item.badge, "camera", { badgeIdPattern: null, country: "IN" });
  if (parsed.kind !== "vcard" && parsed.kind !== "mecard") return null;
  return parsed.person.fullName ?? parsed.person.emailId ?? parsed.person.phone;
};

const scanLabel = (item: QueuedScan): string => {
  const typedName = item.person?.fullName?.trim() || null;
  switch (item.captureKind) {
    case "external_badge":
    case "unknown_badge":
      return `Event badge ${item.badge}`;
    case "vcard":
    case "mecard":
      return `Contact ${typedName ?? contactName(item) ?? "without a name"}`;
    case "text":
      return `Code for ${typedName ?? "a visitor"}`;
    default:
      return `Badge ${item.ticketCode}`;
  }
};

/** What a person recognises an item by: the badge's code, the name read or typed, or the lead an edit is for. */
export const outboxItemLabel = (item: OutboxItem): string => {
  switch (item.kind) {
    case "scan":
      return scanLabel(item);
    case "card":
      return `Business card ${item.person.fullName}`;
    case "leadUpdate":
      return item.leadName ? `Lead update for ${item.leadName}` : `Lead update (${item.leadId.slice(0, 8)})`;
  }
};
