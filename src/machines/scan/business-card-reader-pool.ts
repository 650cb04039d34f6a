// The one OCR reader of the Business card mode. Starting one takes a second or more and holds some
// 100 MB on a phone, so it is started once, when the mode opens (not at the shutter), kept for the
// cards that follow, replaced when the card language changes, and closed when the mode closes.
import type { CardLanguage, CardReader, CardReaderOptions, CardReading } from "./card-reader.ts";

export interface CardReaderPool {
  /** Starts the reader for the language if it is not running; a failure shows at the next read. */
  warm(language: CardLanguage): void;
  read(language: CardLanguage, photo: Blob): Promise<CardReading>;
  close(): void;
}

const closeQuietly = (reader: Promise<CardReader>): void =>
  void reader.then(
    (started) => started.close(),
    () => undefined,
  );

export const cardReaderPool = (create: (options: CardReaderOptions) => Promise<CardReader>): CardReaderPool => {
  let current: { readonly language: CardLanguage; readonly reader: Promise<CardReader> } | null = null;

  const readerFor = (language: CardLanguage): Promise<CardReader> => {
    if (current?.language === language) return current.reader;
    if (current !== null) closeQuietly(current.reader);
    const reader = create({ language });
    current = { language, reader };
    // A reader that could not start (its files did not arrive) is asked for again next time.
    reader.catch(() => {
      if (current?.reader === reader) current = null;
    });
    return reader;
  };

  return {
    warm: (language) => void readerFor(language).catch(() => undefined),
    read: async (language, photo) => (await readerFor(language)).read(photo),
    close: () => {
      if (current !== null) closeQuietly(current.reader);
      current = null;
    },
  };
};
