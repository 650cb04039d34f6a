// Gathers items for a moment and writes them together: on an embedded database every statement is
// a turn the lead writes wait behind, so the webhooks' background work is done in few statements.
// Each `add` settles when its batch is written (or fails), so a caller may wait for its own item.

export interface Gatherer<T> {
  add(item: T): Promise<void>;
  /** Writes what is gathered now and waits for every batch still being written. */
  flush(): Promise<void>;
}

export function gather<T>(waitMs: number, most: number, write: (items: T[]) => Promise<void>): Gatherer<T> {
  let items: T[] = [];
  let waiting: Array<{ resolve(): void; reject(error: unknown): void }> = [];
  let timer: NodeJS.Timeout | undefined;
  const writing = new Set<Promise<void>>();

  const go = () => {
    clearTimeout(timer);
    timer = undefined;
    if (items.length === 0) return;
    const batch = items;
    const callers = waiting;
    items = [];
    waiting = [];
    const written = (async () => write(batch))().then(
      () => callers.forEach((caller) => caller.resolve()),
      (error: unknown) => callers.forEach((caller) => caller.reject(error)),
    );
    writing.add(written);
    void written.finally(() => writing.delete(written));
  };

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        items.push(item);
        waiting.push({ resolve, reject });
        if (items.length >= most) go();
        else timer ??= setTimeout(go, waitMs);
      });
    },
    async flush() {
      go();
      await Promise.allSettled([...writing]);
    },
  };
}

/**
 * Runs the tasks given to it one after another: the lane all of a process's webhook database work
 * goes through. Run at once, that work would hold several of the pool's connections that the lead
 * writes need meanwhile (and an endpoint's failures would only queue on its row's lock).
 */
export type Lane = <T>(task: () => Promise<T>) => Promise<T>;

export function oneAtATime(): Lane {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
