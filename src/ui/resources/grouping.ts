/**
 * Items in groups, each group in the order its first item came and items in their own order: the
 * server already sorts (downloads by category then title, FAQs in the organiser's order).
 */
export interface Group<T> {
  readonly key: string;
  readonly items: ReadonlyArray<T>;
}

export const groupBy = <T,>(items: ReadonlyArray<T>, keyOf: (item: T) => string): ReadonlyArray<Group<T>> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return [...groups].map(([key, grouped]) => ({ key, items: grouped }));
};

/** SPEC §3: an FAQ without a category is "General"; event resources without one read the same. */
export const DEFAULT_CATEGORY = "General";

export const categoryOf = (value: string | null | undefined): string => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? DEFAULT_CATEGORY : trimmed;
};

/** "1 download", "128 downloads". */
export const downloadCountText = (count: number): string => `${count} ${count === 1 ? "download" : "downloads"}`;
