// The business card machine's set-up (types, actors, guards, named actions), apart from its chart
// in business-card.machine.ts.
import { assign, setup } from "xstate";
import { notProvided, notProvidedActor, notProvidedCallback } from "../not-provided.ts";
import type { QueuedCard } from "../outbox/outbox-types.ts";
import {
  cardFormErrors,
  EMPTY_CARD_FORM,
  formFromReading,
  formWithBack,
  isEmptyForm,
  type CardFieldName,
} from "./business-card-form.ts";
import { CARD_TEXTS } from "./business-card-texts.ts";
import type {
  BusinessCardContext,
  BusinessCardTypes,
  BusinessCardSaved,
  CardDraft,
  CardLanguage,
  CardToQueue,
  KeptCard,
} from "./business-card.types.ts";
import { PHOTO_PROBLEM_MESSAGES, type PhotoProblem } from "./card-photo-quality.ts";
import type { CardReading } from "./card-reader.ts";
import type { CameraRef } from "./camera.machine.ts";


export const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message !== "" ? error.message : fallback);

export const NEXT_CARD = {
  side: "front",
  shot: null,
  photo: null,
  backPhoto: null,
  text: "",
  backText: "",
  form: EMPTY_CARD_FORM,
  lowConfidence: [],
  errors: {},
  problem: null,
  note: null,
  saveError: null,
} as const satisfies Partial<BusinessCardContext>;

export const draftOf = (context: BusinessCardContext): CardDraft | null =>
  context.photo === null
    ? null
    : {
        photo: context.photo,
        backPhoto: context.backPhoto,
        text: context.text,
        backText: context.backText,
        form: context.form,
        lowConfidence: context.lowConfidence,
      };

/**
 * The Scan screen's Business card mode (issue 31): a photo of the card (a camera frame, or a file
 * the phone's camera app or gallery gives), checked for darkness, blur and emptiness before the
 * OCR on the device reads it; the review form shows the fields read, marks the doubtful ones and
 * takes the person's corrections (a name is required); the card goes to the outbox with its photo
 * and the qualification card opens, as for a scanned badge. The back is optional: its photo is read
 * too, its text appended. The unsaved card is kept on the device, so a reload or a failed save
 * loses nothing typed.
 */
export const businessCardSetup = setup({
  types: {} as BusinessCardTypes,
  actors: {
    /** The unsaved card and the card language this device kept. */
    recallDevice: notProvidedActor<KeptCard>("recallDevice"),
    /** Holds the OCR worker while the mode is open, and frees it (some 100 MB on a phone) when it closes. */
    cardReader: notProvidedCallback("cardReader"),
    /** A frame of the camera's stream as a JPEG. */
    grabFrame: notProvidedActor<Blob, { camera: CameraRef | null }>("grabFrame"),
    /** photoProblem over the photo's pixels: null when it is worth reading. */
    checkPhoto: notProvidedActor<PhotoProblem | null, { photo: Blob }>("checkPhoto"),
    /** The OCR on the device (card-reader.ts). */
    readCard: notProvidedActor<CardReading, { photo: Blob; language: CardLanguage }>("readCard"),
    /** PNG or JPEG within the upload limit, scaled down on the device when it is not. */
    preparePhotos: notProvidedActor<{ photo: Blob; backPhoto: Blob | null }, { photo: Blob; backPhoto: Blob | null }>("preparePhotos"),
    /** Outbox.enqueueCard; rejects with OutboxUnavailable when the device cannot keep it. */
    enqueueCard: notProvidedActor<QueuedCard, CardToQueue>("enqueueCard"),
  },
  actions: {
    /** Starts the OCR worker for the language ahead of the shutter (it takes a second or more). */
    prepareReader: notProvided<{ language: CardLanguage }>("prepareReader"),
    /** Keeps the language on the device for the next visit. */
    keepLanguage: notProvided<{ language: CardLanguage }>("keepLanguage"),
    keepDraft: notProvided<{ draft: CardDraft | null }>("keepDraft"),
    forgetDraft: notProvided("forgetDraft"),
    /** Tells the Scan screen (`screenBusinessCard` below provides it). */
    report: notProvided<BusinessCardSaved>("report"),
    takeShot: assign((_, params: { photo: Blob }) => ({ shot: params.photo, problem: null })),
    keepShot: assign(({ context }) =>
      context.side === "front" ? { photo: context.shot, shot: null, note: null } : { backPhoto: context.shot, shot: null, note: null },
    ),
    takeReading: assign(({ context }, params: { reading: CardReading }) => {
      if (context.side === "front") {
        const read = formFromReading(params.reading, context.country);
        return { ...read, text: params.reading.text, side: "front" as const, errors: {}, note: isEmptyForm(read.form) ? CARD_TEXTS.nothingRead : null };
      }
      const read = formWithBack(context, params.reading, context.country);
      return { ...read, backText: params.reading.text, side: "front" as const, note: params.reading.text.trim() === "" ? CARD_TEXTS.backNothingRead : null };
    }),
    noteUnread: assign((_, params: { reason: string }) => ({ side: "front" as const, note: CARD_TEXTS.readFailed(params.reason) })),
    changeField: assign(({ context }, params: { name: CardFieldName; value: string }) => {
      const { [params.name]: _cleared, ...errors } = context.errors;
      return {
        form: { ...context.form, [params.name]: params.value },
        lowConfidence: context.lowConfidence.filter((name) => name !== params.name),
        errors,
      };
    }),
    nextCard: assign(NEXT_CARD),
    chooseLanguage: assign((_, params: { language: CardLanguage }) => ({ language: params.language })),
    noteLastLeadUnsaved: assign((_, params: { unsaved: boolean }) => ({ lastLeadUnsaved: params.unsaved })),
    restoreKeptCard: assign((_, params: { kept: KeptCard }) => ({ ...params.kept.draft, language: params.kept.language })),
    leaveBack: assign({ side: "front", problem: null }),
    noteGrabFailed: assign({ problem: CARD_TEXTS.grabFailed }),
    dropShot: assign((_, params: { problem: PhotoProblem | null }) => ({
      shot: null,
      problem: params.problem === null ? null : PHOTO_PROBLEM_MESSAGES[params.problem],
    })),
    holdForLastLead: assign({ saveError: CARD_TEXTS.lastLeadUnsaved }),
    showFormErrors: assign(({ context }) => ({ errors: cardFormErrors(context.form) })),
    startBack: assign({ side: "back", problem: null, note: null }),
    clearSaveError: assign({ saveError: null }),
    takePreparedPhotos: assign((_, params: { photo: Blob; backPhoto: Blob | null }) => ({ photo: params.photo, backPhoto: params.backPhoto })),
    rememberSaveFailure: assign((_, params: { error: unknown }) => ({
      saveError: CARD_TEXTS.saveFailed(messageOf(params.error, CARD_TEXTS.saveFallback)),
    })),
  },
  guards: {
    hasDraft: (_, params: { kept: KeptCard }) => params.kept.draft !== null,
    photoUsable: (_, params: { problem: PhotoProblem | null }) => params.problem === null,
    formValid: ({ context }) => Object.keys(cardFormErrors(context.form)).length === 0,
    takingBack: ({ context }) => context.side === "back",
    withoutBack: ({ context }) => context.backPhoto === null,
    lastLeadUnsaved: ({ context }) => context.lastLeadUnsaved,
  },
});
