import { useCallback, useSyncExternalStore } from "react";
import type { ActorStore, TreeRow } from "./actor-store.ts";

/** The panel redraws at most this often: a busy screen sends many events in a burst. */
export const REDRAW_EVERY_MS = 150;

/** The store's tree, redrawn at most every REDRAW_EVERY_MS however many events arrive between. */
export const useThrottledRows = (store: ActorStore): ReadonlyArray<TreeRow> => {
  const subscribe = useCallback(
    (redraw: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const unsubscribe = store.subscribe(() => {
        timer ??= setTimeout(() => {
          timer = undefined;
          redraw();
        }, REDRAW_EVERY_MS);
      });
      return () => {
        unsubscribe();
        if (timer !== undefined) clearTimeout(timer);
      };
    },
    [store],
  );
  return useSyncExternalStore(subscribe, store.rows);
};
