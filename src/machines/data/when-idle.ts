/** A new task: the browser may paint and handle input before what follows runs. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Resolves when the browser has a moment to spare (at the latest after `timeoutMs`), for work that
 * must not lengthen the task that paints a screen. Without `requestIdleCallback`, on the next task.
 */
export const whenIdle = (timeoutMs = 1_000): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
