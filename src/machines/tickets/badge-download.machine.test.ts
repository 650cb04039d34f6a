import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { NotFound } from "../../api/errors.ts";
import type { Referral } from "./tickets-screen.machine.ts";
import { describeModel } from "../testing/describe-model.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { badgeDownloadImplementations } from "./badge-download.actors.ts";
import { badgeDownloadModel } from "./badge-download.model.ts";
import { BADGE_TEXTS, badgeFileName, badgeTargetOf, badgeUnavailable } from "./badge-target.ts";

describeModel(badgeDownloadModel);

const REFERRAL: Referral = {
  _id: "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d",
  firstName: "Asha",
  lastName: "Rao",
  emailId: "asha@example.com",
  phoneCode: "91",
  authenticationId: "9876501234",
  approve: true,
  reject: false,
  createdAt: "2026-03-02T10:15:00.000Z",
  passId: "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c",
  answers: {},
  ticketCode: "EP-7K3M-9Q2X",
  ticketStatus: "active",
};

describe("a registration's badge", () => {
  it("can be printed for an issued ticket that is not cancelled", () => {
    expect(badgeUnavailable(badgeTargetOf(REFERRAL))).toBeNull();
    expect(badgeUnavailable(badgeTargetOf({ ...REFERRAL, ticketStatus: "used" }))).toBeNull();
    expect(badgeUnavailable(badgeTargetOf({ ...REFERRAL, ticketStatus: "cancelled" }))).toBe(BADGE_TEXTS.cancelled);
    // A server that does not send the ticket yet (the fields are optional).
    const { ticketCode: _code, ticketStatus: _status, ...older } = REFERRAL;
    expect(badgeUnavailable(badgeTargetOf(older))).toBe(BADGE_TEXTS.noTicket);
    expect(badgeFileName(badgeTargetOf(REFERRAL))).toBe("badge-EP-7K3M-9Q2X.pdf");
  });
});

describe("the badge call", () => {
  it("reads the PDF's bytes from /referral-registrations/{id}/badge and saves them", async () => {
    const api = recordingApi(() => new Response("%PDF-1.7 badge", { status: 200, headers: { "Content-Type": "application/pdf" } }));
    const saved: Array<{ name: string; text: string }> = [];
    const { notify } = recordedFeedback();
    const { actors, actions } = badgeDownloadImplementations({
      runApi: api.runApi,
      notify,
      browser: { save: (file, name) => void file.text().then((text) => saved.push({ name, text })) },
    });
    const bytes = await toPromise(createActor(actors.fetchBadge, { input: { id: REFERRAL._id } }).start());
    expect(api.requests.map((request) => [request.method, request.path])).toEqual([["GET", `/api/referral-registrations/${REFERRAL._id}/badge`]]);
    actions.saveBadge(undefined, { file: bytes, fileName: "badge-EP-7K3M-9Q2X.pdf" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([{ name: "badge-EP-7K3M-9Q2X.pdf", text: "%PDF-1.7 badge" }]);
  });

  it("rejects with the server's message", async () => {
    const api = recordingApi(() => jsonResponse(404, { success: false, message: "Referral registration not found" }));
    const { actors } = badgeDownloadImplementations({ runApi: api.runApi, notify: () => undefined, browser: { save: () => undefined } });
    const failure = await toPromise(createActor(actors.fetchBadge, { input: { id: REFERRAL._id } }).start()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NotFound);
    expect((failure as NotFound).message).toBe("Referral registration not found");
  });
});
