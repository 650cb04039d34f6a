import assert from "node:assert/strict";
import { Network } from "../../api/errors.ts";
import { outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import type { ToastParams } from "./entity-messages.ts";
import type { StepContext } from "../testing/model.ts";
import { defineModel } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { MEGABYTE } from "../../rules/upload-rules.ts";
import { uploadButtonLabel, uploadMachine, type UploadFile, type UploadReport, type UploadSnapshot } from "./upload.machine.ts";

/**
 * A real `File` that prints its name, size and type: paths and states are told apart by their JSON,
 * and a plain `File` prints as `{}`, which would make every chosen file the same edge.
 */
export class ModelFile extends File {
  toJSON() {
    return { name: this.name, size: this.size, type: this.type };
  }
}

export const fileOf = (name: string, size: number, type: string): UploadFile =>
  new ModelFile([new Uint8Array(size)], name, { type });

const PORTRAIT = fileOf("portrait.png", 2048, "image/png");
const ANIMATION = fileOf("portrait.gif", 2048, "image/gif");
const HUGE = fileOf("huge.jpg", 5 * MEGABYTE + 1, "image/jpeg");

const STORED = "eventWebsite/0b6e3f4a-2d1c-4f5e-8a9b-7c6d5e4f3a2b.png";
const EXISTING = "eventWebsite/9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d.jpg";

/** What the person is told when the browser refuses a file (upload-rules.ts). */
const REFUSED: Readonly<Record<string, string>> = {
  "portrait.gif": "Choose a PNG or JPG image.",
  "huge.jpg": "The file is 5.1 MB; images can be at most 5 MB.",
};

interface World {
  readonly toasts: ToastParams[];
  /** Every report the machine owning the form received. */
  readonly reports: UploadReport[];
}

/** The paths the form was told to store, in order (null for Remove). */
const storedPaths = (world: World): Array<string | null> =>
  world.reports.flatMap((report) => (report.type === "upload.stored" ? [report.path] : []));

/** Each settled upload raised one toast; a refused file raises none (its message is beside the field). */
const invariants = (snapshot: UploadSnapshot, { world, actors }: StepContext<World>) => {
  assert.equal(world.toasts.length, actors["upload"]!.calls.filter((call) => call.settled).length);
  assert.equal(snapshot.context.field, "Profile image");
  // The form hears of each stored path once, and never of a path it set itself.
  const stored = storedPaths(world).filter((path) => path !== null);
  assert.deepEqual(
    stored,
    world.toasts.filter((toast) => toast.variant === "success").map(() => STORED),
  );
  // Each upload started is reported once, and each settled one ends with a stored path or an end.
  const started = world.reports.filter((report) => report.type === "upload.started").length;
  assert.equal(started, actors["upload"]!.calls.length);
  const settled = world.reports.filter((report) => report.type === "upload.ended" || (report.type === "upload.stored" && report.path !== null));
  assert.equal(settled.length, actors["upload"]!.calls.filter((call) => call.settled).length);
  for (const report of world.reports) assert.equal(report.name, "profileImage");
  // Only accepted files are ever sent.
  for (const call of actors["upload"]!.calls) {
    assert.deepEqual(call.input, { file: PORTRAIT, uploadType: "eventWebsite" });
  }
};

export const uploadModel = defineModel({
  name: "upload",
  machine: uploadMachine,
  // The team member's profile image: SPEC §8 Team's upload texts.
  inputs: { profileImage: { name: "profileImage", field: "Profile image", kind: "image", uploadType: "eventWebsite" } },
  events: [
    { type: "file.change", file: PORTRAIT },
    { type: "file.change", file: ANIMATION },
    { type: "file.change", file: HUGE },
    { type: "file.remove" },
    { type: "path.set", path: EXISTING },
    { type: "path.set", path: null },
    ...outcomesOf("upload", {
      answers: [STORED],
      failures: [serverDown("Upload failed with status 500", 500), new Network({ message: "Upload failed. Please try again." })],
    }),
  ],
  controlledActors: ["upload"],
  world: (): World => ({ toasts: [], reports: [] }),
  implementations: (world) => ({ actions: { notify: recordInto(world.toasts), report: recordInto(world.reports) } }),
  assertions: {
    idle: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.equal(snapshot.context.path, null);
      assert.equal(snapshot.context.file, null);
      assert.equal(snapshot.context.error, null);
      assert.equal(uploadButtonLabel(snapshot), "Choose File");
      // Remove tells the form.
      if (step.event.type === "file.remove") assert.deepEqual(step.world.reports.at(-1), { type: "upload.stored", name: "profileImage", path: null });
    },
    uploading: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.equal(uploadButtonLabel(snapshot), "Uploading...");
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(step.actors["upload"]!.pending("upload")?.input, { file: PORTRAIT, uploadType: "eventWebsite" });
      assert.ok(!snapshot.can({ type: "file.change", file: PORTRAIT }) && !snapshot.can({ type: "file.remove" }));
      assert.deepEqual(step.world.reports.at(-1), { type: "upload.started", name: "profileImage" });
    },
    done: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
      assert.equal(uploadButtonLabel(snapshot), "Change");
      assert.ok(snapshot.can({ type: "file.remove" }));
      if (step.event.type === "xstate.done.actor.upload") {
        assert.equal(snapshot.context.path, STORED);
        assert.deepEqual(step.world.reports.at(-1), { type: "upload.stored", name: "profileImage", path: STORED });
        assert.deepEqual(step.world.toasts.at(-1), {
          title: "Success",
          description: "Profile image uploaded successfully",
          variant: "success",
        });
      }
      if (step.event.type === "path.set") {
        assert.equal(snapshot.context.path, EXISTING);
        assert.equal(snapshot.context.file, null);
      }
    },
    error: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("busy"));
      assert.equal(uploadButtonLabel(snapshot), snapshot.context.path === null ? "Choose File" : "Change");
      if (step.event.type === "file.change") {
        // Refused in the browser: the rule's message, nothing sent, no toast.
        const file = (step.event as unknown as { file: UploadFile }).file;
        assert.equal(snapshot.context.error, REFUSED[file.name]);
        assert.equal(snapshot.context.file, file);
      }
      if (step.event.type === "xstate.error.actor.upload") {
        assert.deepEqual(step.world.reports.at(-1), { type: "upload.ended", name: "profileImage" });
        assert.equal(snapshot.context.error, (step.event as unknown as { error: Error }).error.message);
        assert.deepEqual(step.world.toasts.at(-1), {
          title: "Error",
          description: "Failed to upload profile image",
          variant: "destructive",
        });
      }
    },
  },
});
