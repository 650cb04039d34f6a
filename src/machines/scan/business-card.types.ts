// What the Business card mode takes, holds and hears (business-card.machine.ts is the machine itself).
import type { CardLanguage } from "./card-reader.ts";
import type { CameraRef } from "./camera.machine.ts";
import type { CapturedPerson } from "../outbox/outbox-types.ts";
import type { CardFieldName, CardForm, SavedPerson } from "./business-card-form.ts";

export type { CardLanguage, CardReading } from "./card-reader.ts";

export interface BusinessCardInput {
  /** The Scan screen's camera: a photo is a frame of its stream. Null where there is none (tests). */
  readonly camera: CameraRef | null;
  /** The event's country (ISO alpha-2): phone numbers printed without a country code are read as its. */
  readonly country: string;
  /** The last lead's qualification card holds unsaved details (a new card would close it). */
  readonly lastLeadUnsaved?: boolean;
}

/** What a reload finds of an unsaved card: the photos, the text read and the form as typed. */
export interface CardDraft {
  readonly photo: Blob;
  readonly backPhoto: Blob | null;
  readonly text: string;
  readonly backText: string;
  readonly form: CardForm;
  readonly lowConfidence: ReadonlyArray<CardFieldName>;
}

/** What the device kept between visits: the unsaved card, if any, and the language cards are read in. */
export interface KeptCard {
  readonly draft: CardDraft | null;
  readonly language: CardLanguage;
}

export interface BusinessCardContext {
  readonly camera: CameraRef | null;
  readonly country: string;
  readonly language: CardLanguage;
  /** Which side the next photo is: the front, or the back of a card already read. */
  readonly side: "front" | "back";
  /** The photo being checked and read, before it is kept as the front or the back. */
  readonly shot: Blob | null;
  readonly photo: Blob | null;
  readonly backPhoto: Blob | null;
  readonly text: string;
  readonly backText: string;
  readonly form: CardForm;
  /** Fields read from a line the reader was unsure of: the form asks the person to look at them. */
  readonly lowConfidence: ReadonlyArray<CardFieldName>;
  /** Messages beside the fields after a refused save; typing in a field clears its own. */
  readonly errors: Readonly<Partial<Record<CardFieldName, string>>>;
  /** Why the last photo was not used, and how to take it again. */
  readonly problem: string | null;
  /** What the reading came to when it filled nothing (nothing read, or no reader on this device). */
  readonly note: string | null;
  /** Why the device could not keep the card (the form stays as typed). */
  readonly saveError: string | null;
  /** The last lead's card holds unsaved details: this card waits, as a scanned code does. */
  readonly lastLeadUnsaved: boolean;
}

export type BusinessCardEvent =
  /** A frame of the camera is the photo. */
  | { type: "photo.shoot" }
  /** A photo chosen or taken with the file input. */
  | { type: "photo.pick"; file: Blob }
  | { type: "back.add" }
  | { type: "back.cancel" }
  | { type: "field.change"; name: CardFieldName; value: string }
  | { type: "card.save" }
  /** Drops the photos and the form: the next card starts. */
  | { type: "card.discard" }
  | { type: "card.discard.confirm" }
  | { type: "card.discard.cancel" }
  | { type: "language.set"; language: CardLanguage }
  /** From the Scan screen: the last lead's card has unsaved details, or no longer has. */
  | { type: "lastLead.changed"; unsaved: boolean };

/** What the mode tells the Scan screen: a card kept in the outbox, to open its qualification card. */
export interface BusinessCardSaved {
  readonly type: "businessCard.saved";
  /** The outbox item (its Idempotency-Key too). */
  readonly localId: string;
  readonly capture: { readonly kind: "business_card"; readonly text: string; readonly person: SavedPerson };
}

/** What the outbox is given for one card (Outbox.enqueueCard). */
export interface CardToQueue {
  readonly photo: Blob;
  readonly backPhoto: Blob | null;
  readonly person: CapturedPerson & { fullName: string };
  readonly text: string;
}

export interface BusinessCardTypes { input: BusinessCardInput; context: BusinessCardContext; events: BusinessCardEvent; tags: "busy" | "error" | "confirm" }
