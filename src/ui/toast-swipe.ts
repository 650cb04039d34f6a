/**
 * SPEC §4/§9: a toast is swiped right to dismiss it, with a threshold of 50 px. Zag 1.43's toast
 * has no swipe gesture, so the region (components/toaster-view.tsx) follows the pointer itself and
 * asks these two functions what to draw and what to do on release.
 */

/** SPEC §9: the distance to the right past which a released toast is dismissed. */
export const SWIPE_THRESHOLD_PX = 50;

export type SwipeOutcome = "dismiss" | "return";

/** On release: farther right than the threshold dismisses, anything else snaps back. */
export const swipeOutcome = (dx: number): SwipeOutcome => (dx > SWIPE_THRESHOLD_PX ? "dismiss" : "return");

/** Where the toast is drawn while dragged: it follows the pointer to the right only. */
export const swipeOffset = (dx: number): number => Math.max(0, dx);
