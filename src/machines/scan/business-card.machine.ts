import { sendParent, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { cardTextOf, personOf, savedPersonOf } from "./business-card-form.ts";
import { CARD_TEXTS, DEFAULT_CARD_LANGUAGE } from "./business-card-texts.ts";
import type { BusinessCardSaved } from "./business-card.types.ts";
import { businessCardSetup, draftOf, messageOf, NEXT_CARD } from "./business-card.setup.ts";

export type { BusinessCardContext, BusinessCardEvent, BusinessCardInput, BusinessCardSaved } from "./business-card.types.ts";

export const businessCardMachine = businessCardSetup.createMachine({
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
        { type: "chooseLanguage", params: ({ event }) => ({ language: event.language }) },
        { type: "keepLanguage", params: ({ event }) => ({ language: event.language }) },
        { type: "prepareReader", params: ({ event }) => ({ language: event.language }) },
      ],
    },
    "lastLead.changed": { actions: { type: "noteLastLeadUnsaved", params: ({ event }) => ({ unsaved: event.unsaved }) } },
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
            actions: { type: "restoreKeptCard", params: ({ event }) => ({ kept: event.output }) },
          },
          { target: "choosing", actions: { type: "chooseLanguage", params: ({ event }) => ({ language: event.output.language }) } },
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
        "back.cancel": { guard: "takingBack", target: "review", actions: "leaveBack" },
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
        onError: { target: "choosing.retake", actions: "noteGrabFailed" },
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
            actions: { type: "dropShot", params: ({ event }) => ({ problem: event.output }) },
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
            actions: "holdForLastLead",
          },
          { guard: "formValid", target: "preparing" },
          { description: "The messages show beside the fields; nothing is kept.", actions: "showFormErrors" },
        ],
        "back.add": { guard: "withoutBack", target: "choosing", actions: "startBack" },
        "card.discard": { target: ".confirmingDiscard" },
      },
      states: {
        editing: {},
        failed: { tags: "error", description: "The device could not keep the card: the form stays as typed, and Save tries again." },
        confirmingDiscard: {
          tags: "confirm",
          description: "Start over deletes the photo, what was typed and the copy kept on the device (the form always has its photo): the person confirms.",
          on: {
            "card.discard.confirm": { target: "#businessCard.choosing", actions: ["nextCard", "forgetDraft"] },
            "card.discard.cancel": { target: "editing" },
          },
        },
      },
    },
    preparing: {
      tags: "busy",
      description: "Photos over the upload limit (or in another format) become a JPEG that fits, on the device.",
      entry: "clearSaveError",
      invoke: {
        id: "preparePhotos",
        src: "preparePhotos",
        input: ({ context }) => ({ photo: context.photo!, backPhoto: context.backPhoto }),
        onDone: { target: "saving", actions: { type: "takePreparedPhotos", params: ({ event }) => event.output } },
        onError: { target: "review.failed", actions: { type: "rememberSaveFailure", params: ({ event }) => ({ error: event.error }) } },
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
        onError: { target: "review.failed", actions: { type: "rememberSaveFailure", params: ({ event }) => ({ error: event.error }) } },
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
