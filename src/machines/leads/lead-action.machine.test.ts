import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { leadActionImplementations } from "./lead-action.actors.ts";
import { LEAD_ACTIONS, leadActionMachine, remarksWithNote, TAB_ACTIONS } from "./lead-action.machine.ts";
import { leadActionModel } from "./lead-action.model.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(leadActionModel);

describe("lead actions", () => {
  it("are the buttons SPEC §2 names per tab", () => {
    const labels = Object.fromEntries(Object.entries(TAB_ACTIONS).map(([tab, kinds]) => [tab, kinds.map((kind) => LEAD_ACTIONS[kind].label)]));
    expect(labels).toEqual({
      high: ["Follow Up", "Schedule Call"],
      medium: ["Send Info", "Add to Nurture"],
      low: ["Newsletter", "Future Follow-up"],
    });
  });

  it("add the note under the remarks, within the contract's 5000 characters", () => {
    expect(remarksWithNote(null, "Note.")).toBe("Note.");
    expect(remarksWithNote("  ", "Note.")).toBe("Note.");
    expect(remarksWithNote("Old", "Note.")).toBe("Old\nNote.");
    const long = remarksWithNote("x".repeat(5000), "Note.");
    expect(long).toHaveLength(5000);
    expect(long.endsWith("x\nNote.")).toBe(true);
  });
});

describe("a lead action with its real actors", () => {
  it("posts the action to /leads/{id}/follow-up, then reloads", async () => {
    const { runApi, requests } = recordingApi(() => jsonResponse(200, { success: true, message: "Lead updated" }), {
      storage: createMemoryStorage({ access_token: "t" }),
    });
    const { toasts, ...feedback } = recordedFeedback();
    const actor = createActor(leadActionMachine.provide(leadActionImplementations({ runApi, ...feedback, download: () => {} }))).start();
    const id = "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b";
    actor.send({ type: "action.run", lead: { _id: id, name: "Ana", email: null }, action: "addToNurture" });
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    expect(requests).toEqual([{ method: "POST", path: `/api/leads/${id}/follow-up`, body: { action: "addToNurture" } }]);
    expect(toasts).toEqual([{ title: "Success", description: "Ana: status set to Nurture.", variant: "success" }]);
    expect(feedback.refreshes()).toBe(1);
  });
});
