import { expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { OFFLINE } from "../testing/call-outcomes.ts";
import { describeModel } from "../testing/describe-model.ts";
import { ENDPOINT_SAVE_FAILED, endpointDialogMachine, type SaveEndpointInput, type SavedEndpoint } from "./endpoint-dialog.machine.ts";
import { endpointDialogModel, HTTPS_ONLY, REFUSED_URL } from "./endpoint-dialog.model.ts";

describeModel(endpointDialogModel);

const typedAndSaved = async (error: unknown) => {
  const dialog = createActor(
    endpointDialogMachine.provide({
      actors: { saveEndpoint: fromPromise<SavedEndpoint, SaveEndpointInput>(() => Promise.reject(error)) },
      actions: { notify: () => undefined, report: () => undefined },
    }),
  ).start();
  dialog.send({ type: "dialog.openAdd" });
  dialog.send({ type: "form.change", field: "url", value: "http://crm.acme.example/hooks" });
  dialog.send({ type: "form.change", field: "description", value: "Our CRM" });
  dialog.send({ type: "form.event", event: "lead.deleted", checked: true });
  dialog.send({ type: "form.submit" });
  return waitFor(dialog, (snapshot) => snapshot.matches({ open: "editing" }));
};

it("says the server's refusal of the address on the address field, keeping everything typed", async () => {
  const snapshot = await typedAndSaved(REFUSED_URL);
  expect(snapshot.context.fieldErrors).toEqual({ url: HTTPS_ONLY });
  expect(snapshot.context.error).toBeNull();
  expect(snapshot.context.form).toEqual({ url: "http://crm.acme.example/hooks", description: "Our CRM", events: ["lead.created", "lead.deleted"] });
});

it("says a Save that got no answer above the form, keeping everything typed", async () => {
  const snapshot = await typedAndSaved(OFFLINE);
  expect(snapshot.context.error).toBe(ENDPOINT_SAVE_FAILED.add);
  expect(snapshot.context.form.description).toBe("Our CRM");
});
