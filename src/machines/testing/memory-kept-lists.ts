import type { KeptLists } from "../data/kept-lists.ts";

/** The device's store of lists in memory: what was kept, and the server's version of it, by name. */
export const memoryKeptLists = (): KeptLists & { readonly kept: Map<string, unknown>; readonly versions: Map<string, string> } => {
  const kept = new Map<string, unknown>();
  const versions = new Map<string, string>();
  return {
    kept,
    versions,
    recall: async (name) => kept.get(name) ?? null,
    recallVersion: async (name) => versions.get(name) ?? null,
    keep: async (name, data, version = null) => {
      kept.set(name, data);
      if (version === null) versions.delete(name);
      else versions.set(name, version);
    },
  };
};
