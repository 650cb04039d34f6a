// What the Scan screen holds and hears (scan-screen.machine.ts is the machine itself).
import type { FormField } from "../../rules/form-rules.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import type { CapturedPerson } from "../outbox/outbox-types.ts";
import type { BusinessCardSaved } from "./business-card.types.ts";
import type { QualificationCardRef } from "./qualification-card.machine.ts";
import type { BadgeKey, Intake } from "./scan-intake.ts";

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
  /** What the last code came to when it made no card (not readable, forged, not stored). */
  readonly notice: ScanNotice;
  /** The code being taken in: what the screen decided to do with it, and the scan it makes. */
  readonly intake: Intake | null;
  /** The camera's last text: the same text again within the duplicate window is the same scan. */
  readonly lastCameraText: string | null;
  /** The card of the last saved scan, open for qualification while the camera scans on. */
  readonly card: QualificationCardRef | null;
  /** The card holds changes not yet saved: a new code would lose them, so it waits. */
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
  /** The visitor-name form's Save: the details to keep with a code that holds only text. */
  | { type: "visitor.named"; person: CapturedPerson }
  | { type: "visitor.cancelled" }
  /** Raised when the camera's code is taken or seen again: restarts the duplicate window. */
  | { type: "recent.hold" }
  /** The capture mode: codes (badges and any other code) or business cards. */
  | { type: "mode.codes" }
  | { type: "mode.card" }
  /** The Business card mode kept a card in the outbox: its qualification card opens. */
  | BusinessCardSaved;

export interface ScanScreenTypes {
  input: ScreenInput;
  context: ScanScreenContext;
  events: ScanScreenEvent;
  tags: "busy" | "error";
  children: { camera: "camera"; visitorName: "visitorName"; businessCard: "businessCard" };
}
