// Sending one outbox item over the contract: POST /leads/scan for a scan, the photos and POST
// /leads/business-card for a business card (outbox-card-calls.ts), PUT /leads/{id} for an update,
// each with the item's local id as its Idempotency-Key, so a write the server already made (an
// answer lost on the way back, a replayed queue) is answered from the server's record, not made
// twice. No retries here: the sync machine owns the timing of the next attempt.
import { isApiError } from "../../api/error-checks.ts";
import type { ApiError } from "../../api/errors.ts";
import { loadApiCalls } from "../../api/load-api-calls.ts";
import type { ApiRunner } from "../../api/request.ts";
import { isEmptyQualification } from "./qualification-merge.ts";
import { sendCard, type KeepItem } from "./outbox-card-calls.actors.ts";
import type { components } from "../../api/schema.d.ts";
import type { Lead, OutboxItem, QueuedScan } from "./outbox-types.ts";

/** What the server said to one item. */
export type SendOutcome =
  | { readonly kind: "sent"; readonly lead: Lead; readonly outcome: "created" | "existing" | "updated" }
  /** No answer, a server fault or a rate limit: try again later. */
  | { readonly kind: "later"; readonly reason: "offline" | "server" }
  /** The session ended (401): the item waits for the same user to sign in again. */
  | { readonly kind: "signedOut" }
  /** The server refused this write (4xx): it waits for a fix or a discard. */
  | { readonly kind: "refused"; readonly message: string };

/** `keep` changes the stored item while it is being sent (a business card's uploaded photos). */
export type SendItem = (item: OutboxItem, keep?: KeepItem) => Promise<SendOutcome>;

export const outcomeOfError = (error: ApiError): SendOutcome => {
  switch (error._tag) {
    case "Network":
      return { kind: "later", reason: "offline" };
    case "Server":
    case "RateLimited":
      return { kind: "later", reason: "server" };
    case "Unauthorized":
      return { kind: "signedOut" };
    default:
      return { kind: "refused", message: error.message };
  }
};

/** POST /leads/scan's body: how the code was read and the details typed go only when there are some. */
export const scanBody = (item: QueuedScan): components["schemas"]["BadgeScan"] => {
  const qualification = isEmptyQualification(item.qualification) ? undefined : item.qualification;
  return {
    badge: item.badge,
    scannedAt: item.scannedAt,
    ...(item.from !== undefined ? { from: item.from } : {}),
    ...(item.person !== undefined && item.person !== null ? { person: item.person } : {}),
    ...(qualification ? { qualification } : {}),
  };
};

export const sendOutboxItem =
  (runApi: ApiRunner): SendItem =>
  async (item, keep) => {
    const header = { "Idempotency-Key": item.localId };
    try {
      const { mutation } = await loadApiCalls();
      if (item.kind === "scan") {
        const answer = await runApi(
          mutation(
            (client, signal) =>
              client.POST("/leads/scan", {
                params: { header },
                body: scanBody(item),
                signal,
              }),
            { retries: 0 },
          ),
        );
        return { kind: "sent", lead: answer.data.lead, outcome: answer.data.outcome };
      }
      if (item.kind === "card") return { kind: "sent", ...(await sendCard(runApi, item, keep)) };
      const answer = await runApi(
        mutation(
          (client, signal) =>
            client.PUT("/leads/{id}", { params: { header, path: { id: item.leadId } }, body: item.qualification, signal }),
          { retries: 0 },
        ),
      );
      return { kind: "sent", lead: answer.data as Lead, outcome: "updated" };
    } catch (error) {
      if (isApiError(error)) return outcomeOfError(error);
      return { kind: "later", reason: "offline" };
    }
  };
