// What the Scan screen holds and hears (scan-screen.machine.ts is the machine itself).
import type { FormField } from "../../rules/referral-form-rules.ts";
import type { QualificationCardRef } from "./qualification-card.machine.ts";
import type { BadgeKey, PendingScan } from "./scan-intake.ts";

export type ScanNotice =
  | { readonly kind: "invalid" | "forged" | "storage" | "unsavedCard"; readonly text: string }
  | null;

export interface ScanScreenContext {
  readonly key: BadgeKey | null;
  readonly questions: ReadonlyArray<FormField>;
  readonly questionsError: string | null;
  /** The "Type the code" field and its message. */
  readonly typed: string;
  readonly typedError: string | null;
  /** What the last badge came to when it made no card (not a badge, forged, not stored). */
  readonly notice: ScanNotice;
  readonly pending: PendingScan | null;
  /** The camera's last badge text: the same text again within the duplicate window is the same scan. */
  readonly lastCameraText: string | null;
  /** The card of the last saved scan, open for qualification while the camera scans on. */
  readonly card: QualificationCardRef | null;
  /** The card holds changes not yet saved: a new badge would lose them, so it waits. */
  readonly cardDirty: boolean;
  /** Scans kept on this device since the screen opened. */
  readonly savedCount: number;
}

export type ScanScreenEvent =
  | { type: "badge.decoded"; text: string }
  | { type: "code.change"; text: string }
  | { type: "code.submit" }
  | { type: "key.retry" }
  | { type: "questions.retry" }
  | { type: "card.dirty" }
  | { type: "card.clean" }
  | { type: "card.finished" }
  /** Raised when the camera's badge is taken or seen again: restarts the duplicate window. */
  | { type: "recent.hold" };
