import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ReplayResult } from "./replay.ts";

/**
 * What one machine's model test walked in a run: how many paths it generated, how many replayed to
 * the end, and the transitions and states the real actors took. The model tests write one per
 * machine into the run's folder; the coverage check reads them instead of replaying every path again.
 */
export interface WalkRecord {
  readonly name: string;
  readonly paths: number;
  readonly replayed: number;
  readonly walked: ReadonlyArray<string>;
  readonly visited: ReadonlyArray<string>;
}

/** Collects the replays of one model's paths as its tests run. */
export const walkRecorder = (name: string, paths: number) => {
  const walked = new Set<string>();
  const visited = new Set<string>();
  let replayed = 0;
  return {
    add(result: ReplayResult): void {
      replayed += 1;
      for (const key of result.walked) walked.add(key);
      for (const id of result.visited) visited.add(id);
    },
    record: (): WalkRecord => ({ name, paths, replayed, walked: [...walked], visited: [...visited] }),
  };
};

const fileOf = (folder: string, name: string) => join(folder, `${name}.json`);

export const writeWalkRecord = (folder: string, record: WalkRecord): void => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(fileOf(folder, record.name), JSON.stringify(record));
};

/** The records of a run by machine name; none when the folder does not exist (no model test ran). */
export const readWalkRecords = (folder: string): ReadonlyMap<string, WalkRecord> => {
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith(".json"));
  } catch {
    return new Map();
  }
  return new Map(
    files.map((file) => {
      const record = JSON.parse(readFileSync(join(folder, file), "utf8")) as WalkRecord;
      return [record.name, record];
    }),
  );
};

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's folder of model walks (vitest.config.ts), one record per machine. */
    modelWalks?: string;
  }
}
