import { createMachine, type AnyEventObject, type MachineContext } from "xstate";

/**
 * A screen's child as a stand-in that only keeps each event the screen sends it, for a screen model
 * that checks what the screen tells the child (a queue read again, a row replaced); what the child
 * then does is its own model's. `context` is what its snapshots show a screen that follows them.
 */
export const recordingChild = <Logic>(received: AnyEventObject[], context: MachineContext = {}): Logic =>
  // It stands in for `Logic` only as far as the screen sees it: it takes every event and shows `context`.
  createMachine({ id: "recordingChild", context, on: { "*": { actions: ({ event }) => void received.push(event) } } }) as unknown as Logic;
