import { Effect } from "effect";
import { isSupportedCountry, type CountryCode } from "libphonenumber-js/min";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import { query, type Api } from "../../api/request.ts";
import { verifyBadgeSignature } from "../../rules/badge-code.ts";
import type { FormField } from "../../rules/form-rules.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import type { LeadQualification, Outbox, QualificationTarget, QueuedScan, SyncResult } from "../outbox/outbox-types.ts";
import { businessCardImplementations, type BusinessCardDependencies } from "./business-card.actors.ts";
import { screenBusinessCard } from "./business-card.machine.ts";
import { cameraImplementations, type CameraDependencies } from "./camera.actors.ts";
import { screenCamera } from "./camera.machine.ts";
import { screenQualificationCard } from "./qualification-card.machine.ts";
import { DEFAULT_CAPTURE_SETTINGS, type BadgeKey, type ScanToStore, type SignatureCheck } from "./scan-intake.ts";
import type { scanScreenMachine } from "./scan-screen.machine.ts";

/** Where the device keeps the event's badge key between visits (it is public: a key to check, not to sign). */
export const BADGE_KEY_STORAGE = "exhibitor-portal.badge-key";

/** GET /badges/key: the key that checks this portal's badges, and how the event's other codes are read. */
export const getBadgeKey = (): Effect.Effect<BadgeKey, ApiError, Api> =>
  query((client, signal) => client.GET("/badges/key", { signal })).pipe(
    Effect.map(({ data }) => ({
      eventId: data.eventId,
      publicKey: data.publicKey as BadgeKey["publicKey"],
      badgeIdPattern: data.badgeIdPattern,
      country: countryOf(data.country),
    })),
  );

/** A country the phone library knows, else the contract's default (a bad entry must not stop the scanner). */
const countryOf = (value: unknown): CountryCode =>
  typeof value === "string" && isSupportedCountry(value) ? value : DEFAULT_CAPTURE_SETTINGS.country;

/** Where the device keeps the company's lead questions as last read, for cards filled in with no network. */
export const LEAD_QUESTIONS_STORAGE = "exhibitor-portal.lead-questions";

/** GET /company/lead-questions. */
export const getLeadQuestions = (): Effect.Effect<ReadonlyArray<FormField>, ApiError, Api> =>
  query((client, signal) => client.GET("/company/lead-questions", { signal })).pipe(Effect.map((answer) => answer.data.questions));

/** The questions kept by the last read on this device, or null (none kept, or a damaged entry). */
export const readStoredQuestions = (storage: Pick<Storage, "getItem">): ReadonlyArray<FormField> | null => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LEAD_QUESTIONS_STORAGE) ?? "null");
    return Array.isArray(parsed) && parsed.every((field) => typeof field === "object" && field !== null && typeof field.type === "string")
      ? (parsed as FormField[])
      : null;
  } catch {
    return null;
  }
};

/**
 * The questions from the server, kept on the device each time they are read; with no network, the
 * kept ones (a booth's Wi-Fi drops more often than the questions change). Sign-out clears the
 * device's storage, so another person never gets them.
 */
export const leadQuestionsOrKept = (storage: Pick<Storage, "getItem" | "setItem">): Effect.Effect<ReadonlyArray<FormField>, ApiError, Api> =>
  getLeadQuestions().pipe(
    Effect.tap((questions) => Effect.sync(() => keepOnDevice(storage, LEAD_QUESTIONS_STORAGE, questions))),
    Effect.catchTag("Network", (error) => {
      const kept = readStoredQuestions(storage);
      return kept === null ? Effect.fail(error) : Effect.succeed(kept);
    }),
  );

/** Storage full or blocked: the screen goes on with what it just read; only a later offline visit lacks it. */
const keepOnDevice = (storage: Pick<Storage, "setItem">, key: string, value: unknown): void => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: see above.
  }
};

/** A key as this app or its earlier versions stored it: the settings came later and may be missing. */
type StoredKey = Pick<BadgeKey, "eventId" | "publicKey"> & { readonly badgeIdPattern?: unknown; readonly country?: unknown };

export const isBadgeKey = (value: unknown): value is StoredKey => {
  if (typeof value !== "object" || value === null) return false;
  const { eventId, publicKey } = value as Record<string, unknown>;
  if (typeof eventId !== "string" || typeof publicKey !== "object" || publicKey === null) return false;
  const key = publicKey as Record<string, unknown>;
  return key["kty"] === "EC" && key["crv"] === "P-256" && typeof key["x"] === "string" && typeof key["y"] === "string";
};

/**
 * The stored key, or null when there is none or it is not a key (a damaged or foreign entry). A key
 * stored before the event's settings were kept with it reads with no badge id pattern and the
 * default country, until the next read from the server replaces it.
 */
export const readStoredKey = (storage: Pick<Storage, "getItem">): BadgeKey | null => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BADGE_KEY_STORAGE) ?? "null");
    if (!isBadgeKey(parsed)) return null;
    const { eventId, publicKey, badgeIdPattern, country } = parsed;
    return { eventId, publicKey, badgeIdPattern: typeof badgeIdPattern === "string" ? badgeIdPattern : null, country: countryOf(country) };
  } catch {
    return null;
  }
};

export interface ScanScreenDependencies extends CameraDependencies {
  readonly outbox: Outbox;
  readonly storage: Pick<Storage, "getItem" | "setItem">;
  readonly now?: () => Date;
  /** The Business card mode: its unsaved card kept on the device per user, and the OCR reader. */
  readonly businessCard: Pick<BusinessCardDependencies, "drafts" | "createReader">;
}

/** The Scan screen's real actors: the API through the app's runner, the outbox, the device's storage and camera. */
export const scanScreenImplementations = ({ runApi }: ScreenDependencies, scan: ScanScreenDependencies) =>
  ({
    actors: {
      camera: screenCamera.provide(cameraImplementations(scan)),
      businessCard: screenBusinessCard.provide(businessCardImplementations({ ...scan.businessCard, outbox: scan.outbox, storage: scan.storage, now: scan.now })),
      qualificationCard: screenQualificationCard.provide({
        actors: {
          syncItem: fromPromise<SyncResult, { localId: string }>(({ input }) => scan.outbox.syncItem(input.localId)),
          qualify: fromPromise<void, { target: QualificationTarget; qualification: LeadQualification }>(({ input }) =>
            scan.outbox.qualify(input.target, input.qualification),
          ),
        },
      }),
      fetchBadgeKey: fromPromise<BadgeKey, void>(({ signal }) => runApi(getBadgeKey(), { signal })),
      readCachedKey: fromPromise<BadgeKey | null, void>(async () => readStoredKey(scan.storage)),
      fetchLeadQuestions: fromPromise<ReadonlyArray<FormField>, void>(({ signal }) => runApi(leadQuestionsOrKept(scan.storage), { signal })),
      verifyBadge: fromPromise<boolean, SignatureCheck>(({ input }) =>
        verifyBadgeSignature(input.key.publicKey, input.key.eventId, { ticketCode: input.ticketCode, signature: input.signature }),
      ),
      enqueueScan: fromPromise<QueuedScan, ScanToStore>(({ input }) =>
        scan.outbox.enqueueScan({ ...input, scannedAt: (scan.now?.() ?? new Date()).toISOString() }),
      ),
    },
    actions: {
      storeBadgeKey: (_: unknown, { key }: { key: BadgeKey }) => keepOnDevice(scan.storage, BADGE_KEY_STORAGE, key),
    },
  }) satisfies Parameters<typeof scanScreenMachine.provide>[0];
