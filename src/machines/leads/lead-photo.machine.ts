import { assign, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { isApiError } from "../../api/error-checks.ts";
import { EMPTY_FILE_MESSAGE, extensionOf, UPLOAD_RULES } from "../../rules/upload-rules.ts";
import { successSaying, type ToastParams } from "../forms/entity-messages.ts";
import { notProvidedActor } from "../not-provided.ts";
import { isImageLabel, type LeadImageLabel } from "./capture-kinds.ts";
import type { AddLeadImage } from "./lead-photo-calls.actors.ts";
import type { PhotoFile } from "./lead-photo-file.ts";
import type { Lead } from "./lead-form.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * "Add a photo" on a lead's detail (the Edit Lead dialog spawns one per lead it opens): the
 * person takes or chooses a photo and says what it shows (card front, card back, badge, other);
 * Add photo stores it (POST /leads/photos, after the device made it small enough) and keeps it
 * with the lead (POST /leads/{id}/images). The lead as it is now goes to the dialog
 * (`photo.added`), which shows the photo and has the screen read its list again. A refusal says
 * what to fix and keeps the choice; a stored photo whose second call failed is not sent again.
 */

export interface LeadPhotoInput {
  readonly leadId: string;
}

export interface LeadPhotoContext {
  readonly leadId: string;
  readonly file: PhotoFile | null;
  readonly label: LeadImageLabel;
  /** What to fix, in words; null when nothing is wrong. */
  readonly error: string | null;
  /** The stored photo, once POST /leads/photos answered; dropped when another photo is chosen. */
  readonly path: string | null;
  /** Idempotency-Key of the attach; kept when its answer never arrived, so a repeat adds nothing twice. */
  readonly attemptKey: string | null;
}

export type LeadPhotoEvent =
  | { readonly type: "photo.choose"; readonly file: PhotoFile }
  | { readonly type: "photo.label"; readonly value: string }
  | { readonly type: "photo.submit" }
  /** Drop the chosen photo. */
  | { readonly type: "photo.clear" };

/** What the dialog hears: the photo is kept with the lead, which is as `lead` says now. */
export interface PhotoAdded {
  readonly type: "photo.added";
  readonly lead: Lead;
}

export const PHOTO_MESSAGES = {
  chooseFirst: "Take or choose a photo first.",
  notAPhoto: "Choose a photo: a JPG or PNG image.",
  offline: "The photo could not be sent: check the connection, then press Add photo again.",
  leadGone: "This lead cannot take photos: it was deleted, or it is not one you captured.",
  full: "This lead already keeps as many photos as it can (20).",
  refusedFile: "Choose a JPG or PNG photo of at most 5 MB.",
  failed: "The photo could not be added. Please try again.",
  added: "Photo added to the lead.",
} as const;

export const ADDED_TOAST: ToastParams = successSaying(PHOTO_MESSAGES.added);

/** Any image the device can draw is taken: other formats and large photos go as a JPEG (lead-photo-file.ts). */
export const photoProblem = (file: PhotoFile): string | null => {
  const image = file.type.startsWith("image/") || UPLOAD_RULES.image.extensions.includes(extensionOf(file.name));
  if (!image) return PHOTO_MESSAGES.notAPhoto;
  if (file.size <= 0) return EMPTY_FILE_MESSAGE;
  return null;
};

const messageOr = (error: { readonly message: string }, fallback: string): string => (error.message.trim() === "" ? fallback : error.message);

/** The refusal in words that say what to do next. */
export const photoFailure = (error: unknown): string => {
  if (!isApiError(error)) return error instanceof Error && error.message.trim() !== "" ? error.message : PHOTO_MESSAGES.failed;
  switch (error._tag) {
    case "Network":
      return PHOTO_MESSAGES.offline;
    case "NotFound":
      return PHOTO_MESSAGES.leadGone;
    case "Conflict":
      return messageOr(error, PHOTO_MESSAGES.full);
    case "PayloadTooLarge":
    case "UnsupportedMediaType":
    case "Validation":
      return messageOr(error, PHOTO_MESSAGES.refusedFile);
    default:
      return messageOr(error, PHOTO_MESSAGES.failed);
  }
};

const isUnanswered = (error: unknown): boolean => isApiError(error) && error._tag === "Network";

const newKey = (): string => crypto.randomUUID();

export interface LeadPhotoTypes { input: LeadPhotoInput; context: LeadPhotoContext; events: LeadPhotoEvent; tags: "busy" }

export const leadPhotoMachine = setup({
  types: {} as LeadPhotoTypes,
  actors: {
    /** Makes the photo fit (lead-photo-file.ts) and POSTs /leads/photos: the stored path. */
    uploadPhoto: notProvidedActor<string, { file: PhotoFile }>("uploadPhoto"),
    /** POST /leads/{id}/images: the lead with the photo. */
    addImage: notProvidedActor<Lead, AddLeadImage>("addImage"),
  },
  actions: {
    notify,
    /** Tells the dialog that opened it (a photo form on its own has nobody to tell). */
    reportAdded: ({ self }, params: { lead: Lead }) => self._parent?.send({ type: "photo.added", lead: params.lead } satisfies PhotoAdded),
    choose: assign((_, params: { file: PhotoFile }) => ({ file: params.file, path: null, error: null, attemptKey: null })),
    refuse: assign((_, params: { file: PhotoFile }) => ({ file: null, path: null, error: photoProblem(params.file), attemptKey: null })),
    setLabel: assign((_, params: { value: LeadImageLabel }) => ({ label: params.value, attemptKey: null })),
    askForPhoto: assign({ error: PHOTO_MESSAGES.chooseFirst }),
    keyAttempt: assign(({ context }) => ({ error: null, attemptKey: context.attemptKey ?? newKey() })),
    keepPath: assign((_, params: { path: string }) => ({ path: params.path })),
    fail: assign(({ context }, params: { error: unknown }) => ({
      error: photoFailure(params.error),
      attemptKey: isUnanswered(params.error) ? context.attemptKey : null,
    })),
    clear: assign({ file: null, path: null, error: null, attemptKey: null }),
  },
  guards: {
    isPhoto: (_, params: { file: PhotoFile }) => photoProblem(params.file) === null,
    isLabel: (_, params: { value: string }) => isImageLabel(params.value),
    hasPhoto: ({ context }) => context.file !== null,
    /** The photo is stored already: only keeping it with the lead is left to do. */
    isStored: ({ context }) => context.path !== null,
  },
}).createMachine({
  id: "leadPhoto",
  context: ({ input }) => ({ leadId: input.leadId, file: null, label: "card_front", error: null, path: null, attemptKey: null }),
  initial: "choosing",
  states: {
    choosing: {
      on: {
        "photo.choose": [
          {
            guard: { type: "isPhoto", params: ({ event }) => ({ file: event.file }) },
            actions: { type: "choose", params: ({ event }) => ({ file: event.file }) },
          },
          {
            description: "Not an image, or empty: the message says what to choose instead.",
            actions: { type: "refuse", params: ({ event }) => ({ file: event.file }) },
          },
        ],
        "photo.label": {
          guard: { type: "isLabel", params: ({ event }) => ({ value: event.value }) },
          actions: { type: "setLabel", params: ({ event }) => ({ value: event.value as LeadImageLabel }) },
        },
        "photo.clear": { actions: "clear" },
        "photo.submit": [
          { guard: "isStored", target: "attaching", actions: "keyAttempt" },
          { guard: "hasPhoto", target: "uploading", actions: "keyAttempt" },
          { actions: "askForPhoto" },
        ],
      },
    },
    uploading: {
      tags: "busy",
      on: busyIgnores(),
      invoke: {
        id: "uploadPhoto",
        src: "uploadPhoto",
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: "attaching", actions: { type: "keepPath", params: ({ event }) => ({ path: event.output }) } },
        onError: { target: "choosing", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    attaching: {
      tags: "busy",
      on: busyIgnores(),
      invoke: {
        id: "addImage",
        src: "addImage",
        input: ({ context }) => ({ leadId: context.leadId, photo: context.path ?? "", label: context.label, key: context.attemptKey ?? "" }),
        onDone: {
          target: "choosing",
          actions: ["clear", { type: "notify", params: ADDED_TOAST }, { type: "reportAdded", params: ({ event }) => ({ lead: event.output }) }],
        },
        onError: {
          target: "choosing",
          description: "The stored photo is kept: Add photo tries only to keep it with the lead again.",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

/** While a photo travels the choice is frozen, so what is sent is what the form shows. */
function busyIgnores() {
  const ignored = { description: "Ignored while the photo is being sent." } as const;
  return { "photo.choose": ignored, "photo.label": ignored, "photo.clear": ignored, "photo.submit": ignored };
}

export type LeadPhotoSnapshot = SnapshotFrom<typeof leadPhotoMachine>;
export type LeadPhotoRef = ActorRefFrom<typeof leadPhotoMachine>;

export const photoButtonLabel = (snapshot: LeadPhotoSnapshot): string => {
  if (snapshot.matches("uploading")) return "Uploading...";
  if (snapshot.matches("attaching")) return "Adding...";
  return "Add photo";
};
