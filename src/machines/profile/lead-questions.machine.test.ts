import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { formField } from "../../rules/form-field-fixture.ts";
import { describeModel } from "../testing/describe-model.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { draftOf, fieldOf, moveDraft, nameFromLabel, newDraft, patchDraft, previewFields, slugOf, type QuestionDraft } from "./lead-question-drafts.ts";
import { checkQuestions, LEAD_QUESTION_MESSAGES, questionsValid } from "./lead-question-rules.ts";
import { leadQuestionsBody, leadQuestionsImplementations } from "./lead-questions.actors.ts";
import { BUDGET, leadQuestionsModel } from "./lead-questions.model.ts";

describeModel(leadQuestionsModel);

const draft = (key: string, patch: Partial<QuestionDraft> = {}): QuestionDraft => ({ ...newDraft([], key), ...patch });

describe("lead question names", () => {
  it("come from the label: lower case letters, digits and _", () => {
    expect(slugOf("Budget (USD)?")).toBe("budget_usd");
    expect(slugOf("Änderung der Größe")).toBe("anderung_der_gro_e");
    expect(slugOf("   ")).toBe("");
    expect(nameFromLabel("", [])).toBe("question");
    expect(nameFromLabel("Budget", ["budget", "budget_2"])).toBe("budget_3");
  });

  it("follow the label of a new question until a name is typed", () => {
    let drafts = [draftOf(BUDGET, "q1"), draft("q2")];
    drafts = patchDraft(drafts, "q2", { label: "Budget" });
    expect(drafts[1]!.name).toBe("budget_2");
    drafts = patchDraft(drafts, "q2", { name: "spend" });
    drafts = patchDraft(drafts, "q2", { label: "Yearly budget" });
    expect(drafts[1]!.name).toBe("spend");
    // A stored question keeps its name: its answers on leads are keyed by it.
    expect(patchDraft(drafts, "q1", { label: "Money" })[0]!.name).toBe("budget");
  });

  it("move one place and stay put at either end", () => {
    const drafts = [draft("a"), draft("b"), draft("c")];
    expect(moveDraft(drafts, "c", -1).map((d) => d.key)).toEqual(["a", "c", "b"]);
    expect(moveDraft(drafts, "a", -1).map((d) => d.key)).toEqual(["a", "b", "c"]);
    expect(moveDraft(drafts, "c", 1).map((d) => d.key)).toEqual(["a", "b", "c"]);
  });
});

describe("lead question rules", () => {
  it("say what to fix on each question", () => {
    const drafts = [
      draft("q1", { label: "", name: "size" }),
      draft("q2", { label: "Size", name: "size" }),
      draft("q3", { label: "Pick", name: "pick-one", type: "select", optionsText: " \n" }),
      draft("q4", { label: "Many", name: "many", type: "multiSelect", optionsText: "A\nA" }),
      draft("q5", { label: "No name", name: " " }),
    ];
    expect(checkQuestions(drafts)).toEqual({
      byKey: {
        q1: { label: LEAD_QUESTION_MESSAGES.labelRequired, name: LEAD_QUESTION_MESSAGES.nameTaken },
        q2: { name: LEAD_QUESTION_MESSAGES.nameTaken },
        q3: { name: LEAD_QUESTION_MESSAGES.nameInvalid, options: LEAD_QUESTION_MESSAGES.optionsRequired },
        q4: { options: LEAD_QUESTION_MESSAGES.optionsRepeated },
        q5: { name: LEAD_QUESTION_MESSAGES.nameRequired },
      },
      list: null,
    });
  });

  it("take at most 30 questions", () => {
    const drafts = Array.from({ length: 31 }, (_, i) => draft(`q${i}`, { label: `Q${i}`, name: `q${i}` }));
    expect(checkQuestions(drafts).list).toBe(LEAD_QUESTION_MESSAGES.tooMany);
    expect(questionsValid(drafts.slice(0, 30))).toBe(true);
  });
});

describe("the PUT body and the preview", () => {
  it("sends stored questions under their ids with their other parts kept, new ones under a fresh id", () => {
    const stored = draftOf({ ...BUDGET, sublabel: "Per year" }, "q1");
    const added = draft("q2", { label: " Company size ", name: "company_size", placeholder: "  ", optionsText: "ignored" });
    const body = leadQuestionsBody([stored, added], () => "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a");
    expect(body.questions[0]).toEqual({ ...BUDGET, sublabel: "Per year" });
    expect(body.questions[1]).toEqual(formField({ _id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a", name: "company_size", type: "text", label: "Company size" }));
  });

  it("turns the lines into options, blank lines left out", () => {
    const field = fieldOf(draft("q1", { label: "Pick", name: "pick", type: "select", optionsText: "Red\n\n Blue \n" }), () => "id");
    expect(field.options).toEqual([
      { value: "Red", label: "Red" },
      { value: "Blue", label: "Blue" },
    ]);
  });

  it("previews a question without label or name under its key", () => {
    expect(previewFields([draft("q7", { name: "" })])[0]).toMatchObject({ _id: "q7", name: "q7", label: "Untitled question" });
  });
});

describe("lead questions calls", () => {
  it("reads and replaces the list at /company/lead-questions", async () => {
    const api = recordingApi(() => jsonResponse(200, { success: true, data: { questions: [BUDGET] } }));
    const { notify } = recordedFeedback();
    const { actors } = leadQuestionsImplementations({ runApi: api.runApi, notify, newId: () => "id-1" });
    const loaded = await toPromise(createActor(actors.loadQuestions).start());
    expect(loaded).toEqual([BUDGET]);
    const saved = await toPromise(createActor(actors.saveQuestions, { input: [draftOf(BUDGET, "q1")] }).start());
    expect(saved).toEqual([BUDGET]);
    expect(api.requests.map((request) => [request.method, request.path])).toEqual([
      ["GET", "/api/company/lead-questions"],
      ["PUT", "/api/company/lead-questions"],
    ]);
    expect(api.requests[1]!.body).toEqual({ questions: [BUDGET] });
  });
});
