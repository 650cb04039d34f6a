import { assign, not, setup, type SnapshotFrom } from "xstate";
import { isApiError } from "../../api/error-checks.ts";
import { FAILURE_TITLE, type ToastParams } from "../forms/entity-messages.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { BADGE_TEXTS, badgeFileName, badgeUnavailable, type BadgeTarget } from "./badge-target.ts";

/**
 * The "Badge" action of the referral list (issue 13): `GET /referral-registrations/{id}/badge`
 * answers the printable PDF, which is handed to the browser as a download. Offered only to a role
 * that may call downloadBadge (`allowed`); a cancelled ticket, or none, has no badge and says why.
 * A failure says the server's own words in the toast. One download at a time: the view reads
 * `isFetchingBadge(snapshot, id)`.
 */

export interface BadgeDownloadTypes { input: BadgeDownloadInput; context: BadgeDownloadContext; events: BadgeDownloadEvent; tags: "busy" }

export interface BadgeDownloadInput {
  readonly allowed: boolean;
}

export interface BadgeDownloadContext {
  readonly allowed: boolean;
  /** The registration whose badge is being fetched; null while idle. */
  readonly target: BadgeTarget | null;
}

export type BadgeDownloadEvent = { readonly type: "badge.download"; readonly target: BadgeTarget };

export interface SaveBadgeParams {
  readonly file: Blob;
  readonly fileName: string;
}

const errorToast = (description: string): ToastParams => ({ title: FAILURE_TITLE, description, variant: "destructive" });

/** The server's message when it gave one (404, 409 cancelled, 5xx with words), else the general one. */
export const badgeFailureMessage = (error: unknown): string => serverMessage(error) ?? BADGE_TEXTS.failed;

export const badgeDownloadMachine = setup({
  types: {} as BadgeDownloadTypes,
  actors: {
    /** GET /referral-registrations/{id}/badge: the PDF's bytes. */
    fetchBadge: notProvidedActor<Blob, { id: string }>("fetchBadge"),
  },
  actions: {
    notify: notProvided<ToastParams>("notify"),
    /** Hands the bytes to the browser as a download. */
    saveBadge: notProvided<SaveBadgeParams>("saveBadge"),
    remember: assign({ target: ({ event }) => event.target }),
    forget: assign({ target: null }),
  },
  guards: {
    allowed: ({ context }) => context.allowed,
    unavailable: ({ event }) => badgeUnavailable(event.target) !== null,
    sessionEnded: (_, { error }: { error: unknown }) => isApiError(error) && error._tag === "Unauthorized",
  },
}).createMachine({
  id: "badgeDownload",
  context: ({ input }) => ({ allowed: input.allowed, target: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "badge.download": [
          { guard: not("allowed"), description: "A role without downloadBadge has no Badge action; nothing is asked." },
          {
            guard: "unavailable",
            description: "Cancelled or not issued: says why instead of asking the server.",
            actions: { type: "notify", params: ({ event }) => errorToast(badgeUnavailable(event.target) ?? "") },
          },
          { target: "fetching", actions: "remember" },
        ],
      },
    },
    fetching: {
      tags: ["busy"],
      on: { "badge.download": { description: "Ignored: one download at a time (the buttons wait)." } },
      invoke: {
        id: "fetchBadge",
        src: "fetchBadge",
        input: ({ context }) => ({ id: context.target?.id ?? "" }),
        onDone: {
          target: "idle",
          actions: [
            { type: "saveBadge", params: ({ context, event }) => ({ file: event.output, fileName: badgeFileName(context.target!) }) },
            "forget",
          ],
        },
        onError: [
          {
            guard: { type: "sessionEnded", params: ({ event }) => ({ error: event.error }) },
            target: "idle",
            description: "A 401: the session's own toast and redirect say it.",
            actions: "forget",
          },
          { target: "idle", actions: [{ type: "notify", params: ({ event }) => errorToast(badgeFailureMessage(event.error)) }, "forget"] },
        ],
      },
    },
  },
});

export type BadgeDownloadSnapshot = SnapshotFrom<typeof badgeDownloadMachine>;

/** True for the registration whose badge is being fetched (its button reads "Downloading..."). */
export const isFetchingBadge = (snapshot: BadgeDownloadSnapshot, id: string): boolean => snapshot.hasTag("busy") && snapshot.context.target?.id === id;
