import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { leadDialogWithCalls } from "./lead-dialog.actors.ts";
import { ASHA, BUDGET, VIKRAM } from "./lead-dialog.model.ts";

const storage = () => createMemoryStorage({ access_token: "t" });
const QUESTIONS = { success: true, data: { questions: [BUDGET] } };
const DUPLICATE_409 = { success: false, message: "A lead with this e-mail already exists: Vikram Mehta.", duplicates: [{ row: null, matchedOn: "email", lead: VIKRAM }] };

/** The dialog with its real calls over a scripted server, keeping each request's Idempotency-Key. */
const start = (answers: ReadonlyArray<(request: Request) => Response | Promise<Response>>) => {
  const keys: Array<string | null> = [];
  let turn = 0;
  const { runApi, requests } = recordingApi(
    (request) => {
      if (request.method !== "GET") keys.push(request.headers.get("Idempotency-Key"));
      const answer = answers[turn];
      turn += 1;
      if (answer === undefined) throw new Error(`unexpected request ${request.method} ${request.url}`);
      return answer(request);
    },
    { storage: storage() },
  );
  const feedback = recordedFeedback();
  const dialog = createActor(leadDialogWithCalls({ runApi, notify: feedback.notify }).provide({ actions: { leadsChanged: () => undefined } })).start();
  return { dialog, requests, keys, toasts: feedback.toasts };
};

const fill = (dialog: ReturnType<typeof start>["dialog"]) => {
  dialog.send({ type: "form.change", field: "fullName", value: "Asha Rao" });
  dialog.send({ type: "form.change", field: "emailId", value: "asha@rao.example" });
  dialog.send({ type: "rating.set", value: 4 });
  dialog.send({ type: "form.change", field: "tagDraft", value: "AI" });
  dialog.send({ type: "tag.add" });
  dialog.send({ type: "answer.change", name: "budget", value: "Over 50k" });
};

describe("the lead dialog with its real calls", () => {
  it("offers the lead with the same e-mail, and merges into it with a new key", async () => {
    const { dialog, requests, keys, toasts } = start([
      () => jsonResponse(200, QUESTIONS),
      () => jsonResponse(409, DUPLICATE_409),
      () => jsonResponse(409, DUPLICATE_409),
      () => jsonResponse(200, { success: true, message: "Lead merged", data: VIKRAM }),
    ]);
    dialog.send({ type: "dialog.openAdd" });
    await waitFor(dialog, (snapshot) => snapshot.matches({ open: "editing" }));
    fill(dialog);
    dialog.send({ type: "form.submit" });
    await waitFor(dialog, (snapshot) => snapshot.matches({ open: "duplicate" }));
    expect(dialog.getSnapshot().context.duplicate?.message).toBe("A lead with this e-mail already exists: Vikram Mehta.");
    expect(requests[1]).toMatchObject({
      method: "POST",
      path: "/api/leads",
      body: { onDuplicate: "ask", rating: 4, tags: ["AI"], answers: { budget: "Over 50k" }, person: { fullName: "Asha Rao", emailId: "asha@rao.example" } },
    });
    // Back to the form: everything typed is there.
    dialog.send({ type: "duplicate.back" });
    expect(dialog.getSnapshot().context.form).toMatchObject({ fullName: "Asha Rao", rating: 4, tags: ["AI"] });
    dialog.send({ type: "form.submit" });
    await waitFor(dialog, (snapshot) => snapshot.matches({ open: "duplicate" }));
    dialog.send({ type: "duplicate.merge" });
    await waitFor(dialog, (snapshot) => snapshot.matches("closed"));
    expect(toasts.at(-1)).toEqual({ title: "Success", description: "Merged into Vikram Mehta's lead.", variant: "success" });
    expect(requests.at(-1)?.body).toMatchObject({ onDuplicate: "merge" });
    expect(keys.every((key) => key !== null && /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    // Each answered request had a key of its own; the merge's body differs, so its key does too.
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("sends the same key again when a save got no answer", async () => {
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    const { dialog, keys } = start([
      () => jsonResponse(200, QUESTIONS),
      // One attempt and its three automatic retries, all without an answer.
      offline,
      offline,
      offline,
      offline,
      offline,
      () => jsonResponse(201, { success: true, message: "Lead created", data: ASHA }),
      () => jsonResponse(201, { success: true, message: "Lead created", data: ASHA }),
    ]);
    dialog.send({ type: "dialog.openAdd" });
    await waitFor(dialog, (snapshot) => snapshot.matches({ open: "editing" }));
    fill(dialog);
    dialog.send({ type: "form.submit" });
    await waitFor(dialog, (snapshot) => snapshot.matches({ open: "editing" }) && snapshot.context.error !== null);
    expect(dialog.getSnapshot().context.error).toBe("Failed to add lead. Please try again.");
    expect(new Set(keys).size).toBe(1);
    dialog.send({ type: "form.submit" });
    await waitFor(dialog, (snapshot) => snapshot.matches("closed"));
    // The retried save reused the key of the unanswered one.
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(1);
  });

  it("edits a lead: appends the note, sends its answers, and never sends its old notes", async () => {
    const { dialog, requests, keys } = start([() => jsonResponse(200, QUESTIONS), () => jsonResponse(200, { success: true, message: "Lead updated", data: ASHA })]);
    dialog.send({ type: "dialog.openEdit", lead: ASHA });
    await waitFor(dialog, (snapshot) => snapshot.matches({ open: "editing" }));
    expect(dialog.getSnapshot().context.form.answers).toEqual({ budget: "Under 10k" });
    dialog.send({ type: "form.change", field: "note", value: "  Call on Monday.  " });
    dialog.send({ type: "form.submit" });
    await waitFor(dialog, (snapshot) => snapshot.matches("closed"));
    expect(requests[1]?.method).toBe("PUT");
    expect(requests[1]?.path).toBe(`/api/leads/${ASHA._id}`);
    expect(requests[1]?.body).toMatchObject({ appendNote: "Call on Monday.", answers: { budget: "Under 10k" }, rating: 3, tags: ["demo"] });
    expect(requests[1]?.body).not.toHaveProperty("notes");
    expect(keys).toHaveLength(1);
  });

  it("keeps the lead's answers untouched when the questions could not be read", async () => {
    const { dialog, requests } = start([
      () => jsonResponse(500, { success: false, message: "down" }),
      () => jsonResponse(500, { success: false, message: "down" }),
      () => jsonResponse(500, { success: false, message: "down" }),
      () => jsonResponse(500, { success: false, message: "down" }),
      () => jsonResponse(200, { success: true, message: "Lead updated", data: ASHA }),
    ]);
    dialog.send({ type: "dialog.openEdit", lead: ASHA });
    await waitFor(dialog, (snapshot) => snapshot.matches({ open: "editing" }));
    expect(dialog.getSnapshot().context.questionsError).not.toBeNull();
    dialog.send({ type: "form.submit" });
    await waitFor(dialog, (snapshot) => snapshot.matches("closed"));
    expect(requests.at(-1)?.body).not.toHaveProperty("answers");
  });
});
