// What the qualification card takes, holds and hears: its input, context and events, and what it
// reports to the Scan screen (qualification-card.machine.ts is the machine itself).
import type { FieldValue, FormField } from "../../rules/form-rules.ts";
import type { CaptureKind, Lead, QualificationTarget } from "../outbox/outbox-types.ts";
import type { Priority, QualificationDraft } from "./qualification-rules.ts";

/** The visitor's details the card shows before the server's lead arrives. */
export interface CardPerson {
  readonly fullName: string | null;
  readonly emailId: string | null;
  readonly companyName: string | null;
  readonly designation: string | null;
  readonly phone: string | null;
}

/** What was captured: how, the text read (or the code typed), and the details read or typed at the booth. */
export interface CardCapture {
  readonly kind: CaptureKind;
  readonly text: string;
  readonly person: CardPerson | null;
}

export interface QualificationCardInput {
  /** The outbox item of the scan (its Idempotency-Key too). */
  readonly localId: string;
  /** This portal's ticket code; empty for the other kinds of capture. */
  readonly ticketCode: string;
  /** The company's lead questions (none when they could not be read). */
  readonly questions: ReadonlyArray<FormField>;
  /** Absent: this portal's badge, named by its ticket code. */
  readonly capture?: CardCapture;
}

export interface QualificationCardContext extends QualificationDraft {
  readonly localId: string;
  readonly ticketCode: string;
  readonly capture: CardCapture;
  readonly questions: ReadonlyArray<FormField>;
  /** Where a save goes: the queued scan until the server made the lead, then the lead. */
  readonly target: QualificationTarget;
  readonly lead: Lead | null;
  readonly outcome: "created" | "existing" | "updated" | null;
  /** The server's reason for refusing the scan (unknown or cancelled badge): nothing was created. */
  readonly refusal: string | null;
  readonly tagText: string;
  readonly tagError: string | null;
  /** Question names whose message shows (after a blur, or all after a refused save). */
  readonly touched: Readonly<Record<string, true>>;
  /** Notes saved from this card, shown under the note field (they are appended, never replaced). */
  readonly notesAdded: ReadonlyArray<string>;
  /** Where the last save went: to the server's lead or onto the scan kept on the device. */
  readonly savedTo: "lead" | "device" | null;
  readonly saveError: string | null;
  /** Next badge was pressed with unsaved changes: the card closes once they are saved. */
  readonly closing: boolean;
}

export type QualificationCardEvent =
  | { type: "priority.set"; priority: Priority }
  | { type: "rating.set"; rating: number | null }
  | { type: "tag.text"; text: string }
  | { type: "tag.add" }
  | { type: "tag.remove"; tag: string }
  | { type: "note.change"; text: string }
  | { type: "followUp.change"; date: string }
  | { type: "field.change"; name: string; value: FieldValue }
  | { type: "field.blur"; name: string }
  | { type: "qualification.save" }
  | { type: "card.finish" }
  /** The Scan screen read the questions after this card opened (slow or offline start). */
  | { type: "questions.arrived"; questions: ReadonlyArray<FormField> };

/** What the card tells the Scan screen. */
export type CardReport = { type: "card.dirty" } | { type: "card.clean" } | { type: "card.finished" };

export interface QualificationCardTypes {
  input: QualificationCardInput;
  context: QualificationCardContext;
  events: QualificationCardEvent;
  tags: "busy" | "dirty";
}
