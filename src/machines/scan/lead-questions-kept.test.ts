import { describe, expect, it } from "vitest";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { createTestStorage } from "../testing/memory-storage.ts";
import { formField } from "../../rules/form-field-fixture.ts";
import { QUESTIONS } from "./scan-fixtures.ts";
import { LEAD_QUESTIONS_STORAGE, leadQuestionsOrKept, readStoredQuestions } from "./scan-screen.actors.ts";

const KEPT = [formField({ _id: "q-old", name: "timeline", type: "text", label: "Timeline" })];

describe("lead questions kept on the device", () => {
  it("keeps the questions each time the server answers them", async () => {
    const storage = createTestStorage({ [LEAD_QUESTIONS_STORAGE]: JSON.stringify(KEPT) });
    const { runApi, requests } = recordingApi(() => jsonResponse(200, { success: true, data: { questions: QUESTIONS } }));
    expect(await runApi(leadQuestionsOrKept(storage))).toEqual(QUESTIONS);
    expect(requests.map((request) => request.path)).toEqual(["/api/company/lead-questions"]);
    expect(readStoredQuestions(storage)).toEqual(QUESTIONS);
  });

  it("with no network, answers the kept questions", async () => {
    const storage = createTestStorage({ [LEAD_QUESTIONS_STORAGE]: JSON.stringify(KEPT) });
    const { runApi } = recordingApi(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await runApi(leadQuestionsOrKept(storage))).toEqual(KEPT);
  });

  it("with no network and nothing (or something damaged) kept, fails as the read did", async () => {
    const kepts: Array<Record<string, string>> = [{}, { [LEAD_QUESTIONS_STORAGE]: "{not json" }, { [LEAD_QUESTIONS_STORAGE]: '[{"label":"no type"}]' }];
    for (const kept of kepts) {
      const { runApi } = recordingApi(() => Promise.reject(new TypeError("Failed to fetch")));
      await expect(runApi(leadQuestionsOrKept(createTestStorage(kept)))).rejects.toMatchObject({ _tag: "Network" });
    }
  });

  it("a server fault is not hidden behind kept questions", async () => {
    const storage = createTestStorage({ [LEAD_QUESTIONS_STORAGE]: JSON.stringify(KEPT) });
    const { runApi } = recordingApi(() => jsonResponse(403, { success: false, message: "Only the company owner can do this." }));
    await expect(runApi(leadQuestionsOrKept(storage))).rejects.toMatchObject({ _tag: "Forbidden" });
  });
});
