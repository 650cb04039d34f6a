import type { KeptLists, Pages } from "../data/kept-lists.ts";

/**
 * The device's store of lists in memory: what was kept (a list kept in pages is kept as its pages),
 * and the server's version of it, by name.
 */
export const memoryKeptLists = (): KeptLists & { readonly kept: Map<string, unknown>; readonly versions: Map<string, string> } => {
  const kept = new Map<string, unknown>();
  const versions = new Map<string, string>();
  const keepVersion = (name: string, version: string | null) => (version === null ? versions.delete(name) : versions.set(name, version));
  return {
    kept,
    versions,
    recall: async (name) => kept.get(name) ?? null,
    recallVersion: async (name) => versions.get(name) ?? null,
    keep: async (name, data) => {
      kept.set(name, data);
      versions.delete(name);
    },
    recallPages: async (name, each) => {
      const pages = (kept.get(name) ?? null) as Pages | null;
      if (pages === null) return null;
      pages.forEach((page) => each(page));
      return pages;
    },
    keepPages: async (name, pages, version) => {
      kept.set(name, pages);
      keepVersion(name, version);
    },
  };
};
