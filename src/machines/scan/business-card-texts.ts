// What the Business card mode says in each state, written once for the view and the tests.
import type { CardLanguage } from "./card-reader.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";

export const CARD_TEXTS = {
  modeLabel: "What to capture",
  modeCodes: "Codes",
  modeCard: "Business card",
  frontHint: "Photograph the front of the card, filling the frame, or choose a photo of it.",
  backHint: "Now the back of the card, or skip it.",
  shoot: "Take photo",
  pick: "Choose a photo",
  skipBack: "Skip the back",
  checking: "Checking the photo...",
  reading: "Reading the card on this device...",
  preparing: "Preparing the photo...",
  saving: "Saving on this device...",
  nothingRead: "Nothing could be read from this photo: type the details from the card.",
  backNothingRead: "Nothing more could be read from the back.",
  readFailed: (reason: string) => `${reason} The photo is kept with the lead.`,
  lowConfidence: "Check this: it may have been misread.",
  save: "Save lead",
  addBack: "Add the back",
  discard: "Start over",
  discardTitle: "Start over?",
  discardQuestion: "The card's photo and the details on the form are deleted from this device.",
  photoAlt: "The card's front",
  backPhotoAlt: "The card's back",
  saveFailed: (reason: string) => `The card was not kept on this device: ${reason}. What you typed is still here; try again.`,
  lastLeadUnsaved: `Save the last lead's details (or press ${SCAN_TEXTS.nextBadge}) before saving this card. Nothing typed here is lost.`,
  saveFallback: "the browser's storage is unavailable",
  cameraStarting: "Starting the camera...",
  cameraUnavailable: "The camera is not available here: choose a photo of the card instead.",
  cameraRetry: "Try the camera again",
  grabFailed: "No photo could be taken from the camera: choose a photo instead, or try again.",
  language: "Card language",
  languageHint: "The language printed on the cards, for reading them.",
} as const;

export const CARD_LANGUAGE_LABELS: Readonly<Record<CardLanguage, string>> = { eng: "English", fra: "Français" };

export const DEFAULT_CARD_LANGUAGE: CardLanguage = "eng";
