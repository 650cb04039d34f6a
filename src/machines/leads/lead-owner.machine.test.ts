import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { describeModel } from "../testing/describe-model.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { leadOwnerImplementations } from "./lead-owner.actors.ts";
import { leadOwnerMachine } from "./lead-owner.machine.ts";
import { bulkAssignedMessage } from "./lead-owner-messages.ts";
import { leadOwnerModel } from "./lead-owner.model.ts";

describeModel(leadOwnerModel);

describe("owner messages", () => {
  it("count the leads handed over and those gone meanwhile", () => {
    expect(bulkAssignedMessage(1, 0, "Ravi Kumar")).toBe("1 lead is now Ravi Kumar's.");
    expect(bulkAssignedMessage(1200, 2, "Ravi Kumar")).toBe("1,200 leads are now Ravi Kumar's. 2 leads of the selection are not in your list any more.");
  });
});

const RAVI = "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d";
const LEAD = "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b";

describe("a hand-over with its real actors", () => {
  it("offers the members with an account and posts the chosen one to /leads/{id}/owner", async () => {
    const { runApi, requests } = recordingApi(
      (request) =>
        request.method === "GET"
          ? jsonResponse(200, {
              success: true,
              data: [
                { fullName: "Pending Pat", userId: null },
                { fullName: "Ravi Kumar", userId: RAVI },
              ],
            })
          : jsonResponse(200, { success: true, message: "Vikram Mehta is now Ravi Kumar's lead.", data: {} }),
      { storage: createMemoryStorage({ access_token: "t" }) },
    );
    const { toasts, ...feedback } = recordedFeedback();
    const machine = leadOwnerMachine.provide({
      ...leadOwnerImplementations({ runApi, notify: feedback.notify }),
      actions: { notify: (_, toast) => feedback.notify(toast), refreshList: feedback.refreshList, selectionDone: () => undefined },
    });
    const actor = createActor(machine, { input: { assign: true, bulkAssign: true, take: false } }).start();
    actor.send({ type: "owner.assign", lead: { _id: LEAD, name: "Vikram Mehta", ownerId: null } });
    await waitFor(actor, (snapshot) => snapshot.matches({ picking: "ready" }));
    expect(actor.getSnapshot().context.members).toEqual([{ userId: RAVI, name: "Ravi Kumar" }]);
    actor.send({ type: "member.choose", userId: RAVI });
    actor.send({ type: "owner.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    expect(requests.at(-1)).toEqual({ method: "POST", path: `/api/leads/${LEAD}/owner`, body: { userId: RAVI } });
    expect(toasts).toEqual([{ title: "Success", description: "Vikram Mehta is now Ravi Kumar's lead.", variant: "success" }]);
    expect(feedback.refreshes()).toBe(1);
  });
});
