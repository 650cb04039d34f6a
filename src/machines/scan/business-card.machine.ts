import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { notProvided, notProvidedActor, notProvidedCallback } from "../not-provided.ts";
import type { QueuedCard } from "../outbox/outbox-types.ts";
import {
  cardFormErrors,
  cardTextOf,
  EMPTY_CARD_FORM,
  formFromReading,
  formWithBack,
  isEmptyForm,
  personOf,
  savedPersonOf,
  type CardFieldName,
} from "./business-card-form.ts";
import { CARD_TEXTS, DEFAULT_CARD_LANGUAGE } from "./business-card-texts.ts";
import type {
  BusinessCardContext,
  BusinessCardEvent,
  BusinessCardInput,
  BusinessCardSaved,
  CardDraft,
  CardLanguage,
  CardToQueue,
  KeptCard,
} from "./business-card.types.ts";
import { PHOTO_PROBLEM_MESSAGES, type PhotoProblem } from "./card-photo-quality.ts";
import type { CardReading } from "./card-reader.ts";
import type { CameraRef } from "./camera.machine.ts";

export type { BusinessCardContext, BusinessCardEvent, BusinessCardInput, BusinessCardSaved } from "./business-card.types.ts";

const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message !== "" ? error.message : fallback);

const NEXT_CARD = {
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

const draftOf = (context: BusinessCardContext): CardDraft | null =>
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
export const businessCardMachine = setup({
  types: {
    input: {} as BusinessCardInput,
    context: {} as BusinessCardContext,
    events: {} as BusinessCardEvent,
    tags: {} as "busy" | "error",
  },
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
  },
  guards: {
    hasDraft: (_, params: { kept: KeptCard }) => params.kept.draft !== null,
    photoUsable: (_, params: { problem: PhotoProblem | null }) => params.problem === null,
    formValid: ({ context }) => Object.keys(cardFormErrors(context.form)).length === 0,
    takingBack: ({ context }) => context.side === "back",
    withoutBack: ({ context }) => context.backPhoto === null,
    lastLeadUnsaved: ({ context }) => context.lastLeadUnsaved,
  },
}).createMachine({
  id: "businessCard",
  context: ({ input }) => ({
    camera: input.camera,
    country: input.country,
    language: DEFAULT_CARD_LANGUAGE,
    lastLeadUnsaved: input.lastLeadUnsaved ?? false,
    ...NEXT_CARD,
  }),
  invoke: { id: "cardReader", src: "cardReader" },
  on: {
    "language.set": {
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: "keepLanguage", params: ({ event }) => ({ language: event.language }) },
        { type: "prepareReader", params: ({ event }) => ({ language: event.language }) },
      ],
    },
    "lastLead.changed": { actions: assign({ lastLeadUnsaved: ({ event }) => event.unsaved }) },
  },
  initial: "recalling",
  states: {
    recalling: {
      tags: "busy",
      description: "A card typed before a reload comes back with its photo; the language chosen on this device too.",
      invoke: {
        id: "recallDevice",
        src: "recallDevice",
        onDone: [
          {
            guard: { type: "hasDraft", params: ({ event }) => ({ kept: event.output }) },
            target: "review",
            actions: assign(({ event }) => ({ ...event.output.draft, language: event.output.language })),
          },
          { target: "choosing", actions: assign({ language: ({ event }) => event.output.language }) },
        ],
        onError: { target: "choosing", description: "Nothing could be read from the device: a new card starts." },
      },
    },
    choosing: {
      initial: "ready",
      entry: { type: "prepareReader", params: ({ context }) => ({ language: context.language }) },
      on: {
        "photo.shoot": "grabbing",
        "photo.pick": { target: "checking", actions: { type: "takeShot", params: ({ event }) => ({ photo: event.file }) } },
        "back.cancel": { guard: "takingBack", target: "review", actions: assign({ side: "front", problem: null }) },
      },
      states: {
        ready: {},
        retake: { tags: "error", description: "The last photo was dark, blurred or showed no card: the message says how to take it again." },
      },
    },
    grabbing: {
      tags: "busy",
      invoke: {
        id: "grabFrame",
        src: "grabFrame",
        input: ({ context }) => ({ camera: context.camera }),
        onDone: { target: "checking", actions: { type: "takeShot", params: ({ event }) => ({ photo: event.output }) } },
        onError: { target: "choosing.retake", actions: assign({ problem: CARD_TEXTS.grabFailed }) },
      },
    },
    checking: {
      tags: "busy",
      invoke: {
        id: "checkPhoto",
        src: "checkPhoto",
        input: ({ context }) => ({ photo: context.shot! }),
        onDone: [
          { guard: { type: "photoUsable", params: ({ event }) => ({ problem: event.output }) }, target: "reading", actions: "keepShot" },
          {
            target: "choosing.retake",
            description: "Never an empty lead: the photo is dropped and the message says how to retake it.",
            actions: assign({ shot: null, problem: ({ event }) => (event.output === null ? null : PHOTO_PROBLEM_MESSAGES[event.output]) }),
          },
        ],
        onError: { target: "reading", description: "The check itself could not run: the photo is read anyway.", actions: "keepShot" },
      },
    },
    reading: {
      tags: "busy",
      invoke: {
        id: "readCard",
        src: "readCard",
        input: ({ context }) => ({ photo: (context.side === "front" ? context.photo : context.backPhoto)!, language: context.language }),
        onDone: { target: "review", actions: { type: "takeReading", params: ({ event }) => ({ reading: event.output }) } },
        onError: {
          target: "review",
          description: "No reader on this device, or it failed: the form opens with the photo kept, to type the fields.",
          actions: { type: "noteUnread", params: ({ event }) => ({ reason: messageOf(event.error, CARD_TEXTS.nothingRead) }) },
        },
      },
    },
    review: {
      initial: "editing",
      entry: { type: "keepDraft", params: ({ context }) => ({ draft: draftOf(context) }) },
      on: {
        "field.change": {
          actions: [
            { type: "changeField", params: ({ event }) => ({ name: event.name, value: event.value }) },
            { type: "keepDraft", params: ({ context }) => ({ draft: draftOf(context) }) },
          ],
        },
        "card.save": [
          {
            guard: "lastLeadUnsaved",
            target: ".failed",
            description: "A new lead would close the last one's card with its details unsaved: this card waits.",
            actions: assign({ saveError: CARD_TEXTS.lastLeadUnsaved }),
          },
          { guard: "formValid", target: "preparing" },
          { description: "The messages show beside the fields; nothing is kept.", actions: assign({ errors: ({ context }) => cardFormErrors(context.form) }) },
        ],
        "back.add": { guard: "withoutBack", target: "choosing", actions: assign({ side: "back", problem: null, note: null }) },
        "card.discard": { target: "choosing", actions: ["nextCard", "forgetDraft"] },
      },
      states: {
        editing: {},
        failed: { tags: "error", description: "The device could not keep the card: the form stays as typed, and Save tries again." },
      },
    },
    preparing: {
      tags: "busy",
      description: "Photos over the upload limit (or in another format) become a JPEG that fits, on the device.",
      entry: assign({ saveError: null }),
      invoke: {
        id: "preparePhotos",
        src: "preparePhotos",
        input: ({ context }) => ({ photo: context.photo!, backPhoto: context.backPhoto }),
        onDone: { target: "saving", actions: assign(({ event }) => ({ photo: event.output.photo, backPhoto: event.output.backPhoto })) },
        onError: { target: "review.failed", actions: assign({ saveError: ({ event }) => CARD_TEXTS.saveFailed(messageOf(event.error, CARD_TEXTS.saveFallback)) }) },
      },
    },
    saving: {
      tags: "busy",
      invoke: {
        id: "enqueueCard",
        src: "enqueueCard",
        input: ({ context }) => ({ photo: context.photo!, backPhoto: context.backPhoto, person: personOf(context.form), text: cardTextOf(context.text, context.backText) }),
        onDone: {
          target: "choosing",
          actions: [
            {
              type: "report",
              params: ({ event }) => ({
                type: "businessCard.saved",
                localId: event.output.localId,
                capture: { kind: "business_card", text: event.output.text, person: savedPersonOf(event.output.person) },
              }),
            },
            "forgetDraft",
            "nextCard",
          ],
        },
        onError: { target: "review.failed", actions: assign({ saveError: ({ event }) => CARD_TEXTS.saveFailed(messageOf(event.error, CARD_TEXTS.saveFallback)) }) },
      },
    },
  },
});

export type BusinessCardSnapshot = SnapshotFrom<typeof businessCardMachine>;
export type BusinessCardRef = ActorRefFrom<typeof businessCardMachine>;

/** The mode as the Scan screen runs it: a kept card goes to the screen, which opens its qualification card. */
export const screenBusinessCard = businessCardMachine.provide({
  actions: { report: sendParent((_, params: BusinessCardSaved) => params) },
});
