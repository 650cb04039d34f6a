import { fromCallback, fromPromise } from "xstate";
import type { Outbox, QueuedCard } from "../outbox/outbox-types.ts";
import type { CardDrafts } from "./business-card-drafts.ts";
import { photoFromCamera, pixelsOf, uploadablePhoto } from "./card-photo-processing.ts";
import { cardReaderPool } from "./business-card-reader-pool.ts";
import { DEFAULT_CARD_LANGUAGE } from "./business-card-texts.ts";
import type { CardDraft, CardToQueue, KeptCard } from "./business-card.types.ts";
import type { businessCardMachine } from "./business-card.machine.ts";
import { photoProblem, type PhotoProblem } from "./card-photo-quality.ts";
import type { CardLanguage, CardReader, CardReaderOptions, CardReading } from "./card-reader.ts";
import type { CameraRef } from "./camera.machine.ts";

/** Where the device keeps the language cards are read in (a booth's cards are mostly in one). */
export const CARD_LANGUAGE_STORAGE = "exhibitor-portal.card-language";

const isLanguage = (value: unknown): value is CardLanguage => value === "eng" || value === "fra";

export interface BusinessCardDependencies {
  readonly outbox: Pick<Outbox, "enqueueCard">;
  readonly drafts: CardDrafts;
  readonly storage: Pick<Storage, "getItem" | "setItem">;
  /** createCardReader (card-reader.ts), loaded with the mode rather than with the screen. */
  readonly createReader: (options: CardReaderOptions) => Promise<CardReader>;
  readonly now?: () => Date;
}

const keptLanguage = (storage: Pick<Storage, "getItem">): CardLanguage => {
  try {
    const kept = storage.getItem(CARD_LANGUAGE_STORAGE);
    return isLanguage(kept) ? kept : DEFAULT_CARD_LANGUAGE;
  } catch {
    return DEFAULT_CARD_LANGUAGE;
  }
};

/** The Business card mode's real actors: the camera's stream, the OCR on the device, the outbox and the device's storage. */
export const businessCardImplementations = (deps: BusinessCardDependencies) => {
  const readers = cardReaderPool(deps.createReader);
  return {
    actors: {
      recallDevice: fromPromise<KeptCard, void>(async () => ({ draft: await deps.drafts.recall(), language: keptLanguage(deps.storage) })),
      cardReader: fromCallback(() => () => readers.close()),
      grabFrame: fromPromise<Blob, { camera: CameraRef | null }>(({ input }) => photoFromCamera(input.camera?.getSnapshot().context.stream ?? null)),
      checkPhoto: fromPromise<PhotoProblem | null, { photo: Blob }>(async ({ input }) => photoProblem(await pixelsOf(input.photo))),
      readCard: fromPromise<CardReading, { photo: Blob; language: CardLanguage }>(({ input }) => readers.read(input.language, input.photo)),
      preparePhotos: fromPromise<{ photo: Blob; backPhoto: Blob | null }, { photo: Blob; backPhoto: Blob | null }>(async ({ input }) => ({
        photo: await uploadablePhoto(input.photo),
        backPhoto: input.backPhoto === null ? null : await uploadablePhoto(input.backPhoto),
      })),
      enqueueCard: fromPromise<QueuedCard, CardToQueue>(({ input }) =>
        deps.outbox.enqueueCard({ ...input, scannedAt: (deps.now?.() ?? new Date()).toISOString() }),
      ),
    },
    actions: {
      prepareReader: (_: unknown, { language }: { language: CardLanguage }) => readers.warm(language),
      keepLanguage: (_: unknown, { language }: { language: CardLanguage }) => {
        try {
          deps.storage.setItem(CARD_LANGUAGE_STORAGE, language);
        } catch {
          // Storage full or blocked: the choice holds for this visit.
        }
      },
      keepDraft: (_: unknown, { draft }: { draft: CardDraft | null }) => deps.drafts.keep(draft),
      forgetDraft: () => deps.drafts.keep(null),
    },
  } satisfies Parameters<typeof businessCardMachine.provide>[0];
};
