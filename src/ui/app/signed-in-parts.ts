import type { SignedInParts } from "../../machines/app/signed-in-parts.ts";
import { companySummaryRead } from "../../machines/app/company-summary.actors.ts";
import { browserKeptLists } from "../../machines/data/kept-lists.ts";
import { followUpsDueCountRead } from "../../machines/leads/follow-ups-due-count.actors.ts";
import type { OutboxQueue } from "../../machines/outbox/outbox-queue.ts";
import { browserOutbox, outboxImplementations } from "../../machines/outbox/outbox.actors.ts";
import { outboxMachine } from "../../machines/outbox/outbox.machine.ts";
import { notify } from "../toaster.ts";

// Sign out's question is about this outbox's captures, asked most often where the network is poor;
// the session downloads its code when Sign out is pressed (session.actors.ts). Fetched with these
// parts too, so it is here by then; a failed fetch is asked for again at Sign out.
void import("../../machines/app/sign-out.actors.ts").catch(() => undefined);

/** The signed-in parts with their real actors, and the outbox's queue, which the scan screen writes to. */
export interface SignedInDevice extends SignedInParts {
  readonly queue: OutboxQueue;
}

/**
 * The composition root's signed-in half, a chunk of its own: the header's company read (kept on the
 * device for the next visit) and the page's one outbox (its IndexedDB queue and its sync). A
 * signed-out visitor's start does not download it; the app machine asks for it at the first sign-in.
 */
// Part of the composition root, and like it the only kind of view module that wires the API: the
// runner arrives from composition.ts, typed by the outbox that uses it.
export const createSignedInParts = (deps: Parameters<typeof browserOutbox>[0]): SignedInDevice => {
  const queue = browserOutbox(deps);
  return {
    queue,
    companySummary: companySummaryRead(deps.runApi, browserKeptLists({ currentUserId: deps.currentUserId })),
    followUpsDue: followUpsDueCountRead(deps.runApi),
    outbox: outboxMachine.provide(outboxImplementations({ queue, online: window, notify })),
  };
};
