import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { describeModel } from "../testing/describe-model.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { reminderSettingImplementations } from "./reminder-setting.actors.ts";
import { REMINDER_MESSAGES, reminderLabel, reminderSettingMachine } from "./reminder-setting.machine.ts";
import { reminderSettingModel } from "./reminder-setting.model.ts";

describeModel(reminderSettingModel);

describe("the reminder button", () => {
  it("names the time and the event's zone, UTC when the zone is not known", () => {
    expect(reminderLabel("08:00", "Asia/Kolkata")).toBe("Reminder: 08:00 Asia/Kolkata");
    expect(reminderLabel("08:00", "Mars/Olympus")).toBe("Reminder: 08:00 UTC");
    expect(reminderLabel(null, "Asia/Kolkata")).toBe("Reminder: off");
  });

  it("sends a member without an e-mail address to My profile, the screen the account menu opens", () => {
    expect(REMINDER_MESSAGES.noEmail).toMatch(/ Add one in My profile\.$/);
  });
});

describe("a reminder setting with its real actors", () => {
  it("puts the time to /auth/reminder and says where it goes", async () => {
    const { runApi, requests } = recordingApi(
      () => jsonResponse(200, { success: true, message: "Saved", data: { time: "08:30", timeZone: "Asia/Kolkata", email: "asha@acme.example" } }),
      { storage: createMemoryStorage({ access_token: "t" }) },
    );
    const { toasts, notify } = recordedFeedback();
    let reloads = 0;
    const machine = reminderSettingMachine.provide({
      ...reminderSettingImplementations({ runApi, notify }),
      actions: { notify: (_, toast) => notify(toast), userChanged: () => void (reloads += 1) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: "dialog.open" });
    actor.send({ type: "time.change", value: "08:30" });
    actor.send({ type: "reminder.save" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(requests).toEqual([{ method: "PUT", path: "/api/auth/reminder", body: { time: "08:30" } }]);
    expect(toasts).toEqual([{ title: "Success", description: "Your reminder comes at 08:30 (Asia/Kolkata).", variant: "success" }]);
    expect(actor.getSnapshot().context.time).toBe("08:30");
    expect(reloads).toBe(1);
  });
});
