import { describe, expect, it } from "vitest";
import { cardReaderPool } from "./business-card-reader-pool.ts";
import type { CardLanguage, CardReader, CardReaderOptions } from "./card-reader.ts";

/** Readers that answer with their language, and the record of which were started and closed. */
const readers = (failFirst = false) => {
  const started: CardLanguage[] = [];
  const closed: CardLanguage[] = [];
  const create = async ({ language }: CardReaderOptions): Promise<CardReader> => {
    started.push(language);
    if (failFirst && started.length === 1) throw new Error("The card reader could not start.");
    return {
      read: async () => ({ text: language, lines: [], msToRead: 1 }),
      close: async () => void closed.push(language),
    };
  };
  return { create, started, closed };
};

const PHOTO = new Blob(["card"], { type: "image/jpeg" });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the mode's one OCR reader", () => {
  it("starts once ahead of the shutter and reads every card with it", async () => {
    const { create, started } = readers();
    const pool = cardReaderPool(create);
    pool.warm("eng");
    expect((await pool.read("eng", PHOTO)).text).toBe("eng");
    expect((await pool.read("eng", PHOTO)).text).toBe("eng");
    expect(started).toEqual(["eng"]);
  });

  it("replaces the reader when the language changes and frees it when the mode closes", async () => {
    const { create, started, closed } = readers();
    const pool = cardReaderPool(create);
    pool.warm("eng");
    expect((await pool.read("fra", PHOTO)).text).toBe("fra");
    pool.close();
    await settled();
    expect(started).toEqual(["eng", "fra"]);
    expect(closed).toEqual(["eng", "fra"]);
  });

  it("starts again at the next card after a start that failed", async () => {
    const { create, started } = readers(true);
    const pool = cardReaderPool(create);
    await expect(pool.read("eng", PHOTO)).rejects.toThrow("could not start");
    expect((await pool.read("eng", PHOTO)).text).toBe("eng");
    expect(started).toEqual(["eng", "eng"]);
  });
});
