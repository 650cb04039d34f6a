// The business-card bench's baseline reader: Debian's `tesseract` command (tesseract-ocr 5, its own
// English data) on the same PNG, with the same page segmentation, thresholding and resolution as
// the portal's reader, its TSV turned into lines with confidences the way tesseract.js gives them.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { OcrLine } from "../src/rules/business-card-fields.ts";

const run = promisify(execFile);

export const TESSERACT_COMMAND = process.env["TESSERACT_PATH"] ?? "tesseract";

/** Word rows (level 5) of Tesseract's TSV, grouped by block, paragraph and line; a line's confidence is its words' mean. */
export function linesFromTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, { words: string[]; confidences: number[] }>();
  for (const row of tsv.split("\n").slice(1)) {
    const cells = row.split("\t");
    if (cells.length < 12 || cells[0] !== "5") continue;
    const text = cells.slice(11).join("\t").trim();
    if (text === "") continue;
    const key = `${cells[2]}/${cells[3]}/${cells[4]}`;
    const line = lines.get(key) ?? { words: [], confidences: [] };
    line.words.push(text);
    line.confidences.push(Number(cells[10]));
    lines.set(key, line);
  }
  return [...lines.values()].map((line) => ({
    text: line.words.join(" "),
    confidence: line.confidences.reduce((sum, value) => sum + value, 0) / line.confidences.length,
  }));
}

/** Reads one image file; answers its lines and text. */
export async function readWithCommand(path: string): Promise<{ text: string; lines: OcrLine[] }> {
  const { stdout } = await run(TESSERACT_COMMAND, [path, "stdout", "-l", "eng", "--oem", "1", "--psm", "11", "--dpi", "300", "-c", "thresholding_method=1", "tsv"], { maxBuffer: 16 * 1024 * 1024 });
  const lines = linesFromTsv(stdout);
  return { text: lines.map((line) => line.text).join("\n"), lines };
}

/** The command's version line, for the report ("tesseract 5.3.0"); null when it is not installed. */
export async function commandVersion(): Promise<string | null> {
  try {
    const { stdout, stderr } = await run(TESSERACT_COMMAND, ["--version"]);
    return (stdout || stderr).split("\n")[0]?.trim() ?? null;
  } catch {
    return null;
  }
}
