import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { describeModel } from "../testing/describe-model.ts";
import { leadDialogMachine } from "./lead-dialog.machine.ts";
import type { LeadQuestion } from "./lead-dialog-form.ts";
import type { UpdateLeadInput } from "./lead-dialog.types.ts";
import type { Lead } from "./lead-form.ts";
import { ASHA, ASHA_WITH_PHOTO, leadDialogModel, VIKRAM } from "./lead-dialog.model.ts";
import { leadDialogUnsaved } from "./lead-dialog-view.ts";

describeModel(leadDialogModel);

describe("the lead's photo form", () => {
  // The photo form itself runs for real (it calls nothing until a photo is sent); the questions never answer.
  const dialog = (photos: boolean) =>
    createActor(
      leadDialogMachine.provide({
        actors: { loadQuestions: fromPromise<ReadonlyArray<LeadQuestion>, void>(() => new Promise(() => undefined)) },
        actions: { leadsChanged: () => undefined, notify: () => undefined },
      }),
      { input: { photos } },
    ).start();

  it("runs for the lead shown, and goes when the dialog closes", () => {
    const actor = dialog(true);
    actor.send({ type: "dialog.openEdit", lead: ASHA });
    const photo = actor.getSnapshot().context.photo;
    expect(photo?.getSnapshot().context.leadId).toBe(ASHA._id);
    actor.send({ type: "photo.added", lead: { ...VIKRAM } });
    expect(actor.getSnapshot().context.lead, "a report about another lead changes nothing").toBe(ASHA);
    actor.send({ type: "photo.added", lead: ASHA_WITH_PHOTO });
    expect(actor.getSnapshot().context.lead).toBe(ASHA_WITH_PHOTO);
    actor.send({ type: "dialog.close" });
    expect(photo?.getSnapshot().status).toBe("stopped");
    expect(actor.getSnapshot().context.photo).toBeNull();
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
    actor.stop();
  });

  it("is not there where photos are not offered (the dashboard's Add Lead)", () => {
    const actor = dialog(false);
    actor.send({ type: "dialog.openEdit", lead: ASHA });
    expect(actor.getSnapshot().context.photo).toBeNull();
    actor.stop();
  });
});

describe("an edit opened before the list has read the saved lead again", () => {
  const SAVED: Lead = { ...ASHA, remarks: "Wants pricing for two plants.", updatedAt: "2026-03-14T12:00:00.000Z" };
  const dialog = () =>
    createActor(
      leadDialogMachine.provide({
        actors: {
          loadQuestions: fromPromise<ReadonlyArray<LeadQuestion>, void>(async () => []),
          updateLead: fromPromise<Lead, UpdateLeadInput>(async () => SAVED),
        },
        actions: { leadsChanged: () => undefined, notify: () => undefined },
      }),
    ).start();
  const saveOnce = async (actor: ReturnType<typeof dialog>) => {
    actor.send({ type: "dialog.openEdit", lead: ASHA });
    await waitFor(actor, (snapshot) => snapshot.context.questions !== null);
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
  };

  it("shows the lead as saved, not the list's older copy", async () => {
    const actor = dialog();
    await saveOnce(actor);
    actor.send({ type: "dialog.openEdit", lead: ASHA });
    expect(actor.getSnapshot().context.lead).toBe(SAVED);
    expect(actor.getSnapshot().context.form.remarks).toBe(SAVED.remarks);
    actor.stop();
  });

  it("shows the list's copy once it is newer, and another lead as listed", async () => {
    const actor = dialog();
    await saveOnce(actor);
    const changedElsewhere = { ...SAVED, remarks: "Call after the show.", updatedAt: "2026-03-14T13:00:00.000Z" };
    actor.send({ type: "dialog.openEdit", lead: changedElsewhere });
    expect(actor.getSnapshot().context.lead).toBe(changedElsewhere);
    actor.send({ type: "dialog.close" });
    actor.send({ type: "dialog.openEdit", lead: VIKRAM });
    expect(actor.getSnapshot().context.lead).toBe(VIKRAM);
    actor.stop();
  });
});

describe("unsaved changes in the lead dialog", () => {
  const dialog = () =>
    createActor(
      leadDialogMachine.provide({
        actors: { loadQuestions: fromPromise<ReadonlyArray<LeadQuestion>, void>(async () => []) },
        actions: { leadsChanged: () => undefined, notify: () => undefined },
      }),
    ).start();

  it("are a field, the rating or a tag that differs from what the dialog opened with, and none once it closes", async () => {
    const actor = dialog();
    actor.send({ type: "dialog.openEdit", lead: ASHA });
    await waitFor(actor, (snapshot) => snapshot.context.questions !== null);
    expect(leadDialogUnsaved(actor.getSnapshot())).toBe(false);
    actor.send({ type: "form.change", field: "remarks", value: "Call after the show." });
    expect(leadDialogUnsaved(actor.getSnapshot())).toBe(true);
    actor.send({ type: "form.change", field: "remarks", value: ASHA.remarks ?? "" });
    expect(leadDialogUnsaved(actor.getSnapshot())).toBe(false);
    actor.send({ type: "rating.set", value: ASHA.rating === 5 ? 4 : 5 });
    expect(leadDialogUnsaved(actor.getSnapshot())).toBe(true);
    actor.send({ type: "dialog.close" });
    expect(leadDialogUnsaved(actor.getSnapshot())).toBe(false);
    actor.send({ type: "dialog.openAdd" });
    expect(leadDialogUnsaved(actor.getSnapshot())).toBe(false);
    actor.send({ type: "form.change", field: "fullName", value: "Nina Petrova" });
    expect(leadDialogUnsaved(actor.getSnapshot())).toBe(true);
    actor.stop();
  });
});
