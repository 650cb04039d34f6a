import { startTransition, useEffect, useState } from "react";

/**
 * False in the render that first shows a screen, true in a later one: set in the task after the
 * first paint, as a transition React may slice. For the part of a screen below a phone's fold, so
 * the first commit, and the first frame's style and layout, cover only what the first paint shows;
 * on a phone at a quarter of a desktop's speed, the whole dashboard at once took 80-100 ms of them.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before that frame paints: the task after it comes after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
