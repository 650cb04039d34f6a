import assert from "node:assert/strict";
import type { ToastParams } from "../forms/entity-messages.ts";
import {
  DOWNLOAD_FAILED_MESSAGE,
  DownloadFailed,
  MISSING_FILE_MESSAGE,
  NO_FILE_MESSAGE,
  isDownloading,
  resourceDownloadMachine,
  type DownloadTarget,
  type LogFailureParams,
  type ResourceDownloadSnapshot,
  type SaveFileParams,
} from "./resource-download.machine.ts";
import type { StepContext } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { defineModel } from "../testing/model.ts";
import { outcomesOf, serverDown } from "../testing/call-outcomes.ts";

const MANUAL: DownloadTarget = { id: "3b4c5d6e-7f80-4192-a3b4-c5d6e7f8091a", title: "Exhibitor Manual 2026", attachment: "demo/exhibitor-manual.pdf" };
const VIDEO: DownloadTarget = {
  id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
  title: "PickBot Demo Video",
  attachment: "https://acme-robotics.example/videos/pickbot-x1",
};
const EMPTY: DownloadTarget = { id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", title: "Booth checklist", attachment: null };

const PDF_BYTES = new Blob(["%PDF-1.4"], { type: "application/pdf" });

interface World {
  readonly toasts: ToastParams[];
  readonly saved: SaveFileParams[];
  readonly opened: string[];
  readonly logged: LogFailureParams[];
  refreshes: number;
}

const requested = (event: { type: string }): DownloadTarget | null =>
  event.type === "download.request" ? (event as unknown as { resource: DownloadTarget }).resource : null;

/** Every count that came back re-read the list once; nothing else did. */
const invariants = (_snapshot: ResourceDownloadSnapshot, { world, actors }: StepContext<World>) => {
  const counted = actors["countDownload"]!.calls.filter((call) => call.settled).length;
  assert.ok(world.refreshes <= counted);
  // Only fetched files are saved, each under the resource's title.
  assert.ok(world.saved.every((save) => save.fileName === "Exhibitor Manual 2026.pdf" && save.file === PDF_BYTES));
  // Files are only ever fetched for the stored path, links only opened.
  for (const call of actors["fetchFile"]!.calls) assert.deepEqual(call.input, { path: MANUAL.attachment });
  assert.ok(world.opened.every((url) => url === VIDEO.attachment));
};

export const resourceDownloadModel = defineModel({
  name: "resource-download",
  machine: resourceDownloadMachine,
  inputs: { default: undefined },
  events: [
    { type: "download.request", resource: MANUAL },
    { type: "download.request", resource: VIDEO },
    { type: "download.request", resource: EMPTY },
    ...outcomesOf("fetchFile", { answers: [PDF_BYTES], failures: [new DownloadFailed(404), new DownloadFailed(null)] }),
    ...outcomesOf("countDownload", {
      answers: [{ success: true, data: { _id: MANUAL.id, downloadCount: 129 } }],
      failures: [serverDown("Database unavailable")],
    }),
  ],
  controlledActors: ["fetchFile", "countDownload"],
  world: (): World => ({ toasts: [], saved: [], opened: [], logged: [], refreshes: 0 }),
  implementations: (world) => ({
    actions: {
      notify: recordInto(world.toasts),
      saveFile: recordInto(world.saved),
      openLink: (_, { url }) => void world.opened.push(url),
      logFailure: recordInto(world.logged),
      refreshList: () => void (world.refreshes += 1),
    },
  }),
  assertions: {
    idle: (snapshot, step) => {
      invariants(snapshot, step);
      const { world, event } = step;
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(snapshot.context.target, null);
      assert.ok(snapshot.can({ type: "download.request", resource: MANUAL }));
      if (requested(event) === EMPTY) {
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: NO_FILE_MESSAGE(EMPTY.title), variant: "destructive" });
        assert.equal(NO_FILE_MESSAGE(EMPTY.title), "“Booth checklist” has no file to download.");
      }
      if (event.type === "xstate.error.actor.fetchFile") {
        const missing = (event as unknown as { error: DownloadFailed }).error.status === 404;
        // The person is told, and the failure is logged too (SPEC §8).
        assert.deepEqual(world.toasts.at(-1), {
          title: "Error",
          description: missing ? MISSING_FILE_MESSAGE(MANUAL.title) : DOWNLOAD_FAILED_MESSAGE(MANUAL.title),
          variant: "destructive",
        });
        assert.equal(world.logged.at(-1)?.message, "Download of Exhibitor Manual 2026 failed");
        assert.equal(world.saved.length, 0);
      }
      if (event.type === "xstate.done.actor.countDownload") {
        assert.ok(world.refreshes >= 1);
      }
      if (event.type === "xstate.error.actor.countDownload") {
        // SPEC §8: logged only, no toast, no re-read.
        assert.match(world.logged.at(-1)?.message ?? "", /^Counting the download of /);
        assert.equal(world.refreshes, 0);
        assert.ok(world.toasts.every((toast) => toast.description === NO_FILE_MESSAGE(EMPTY.title)));
      }
    },
    fetching: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(snapshot.context.target, MANUAL);
      assert.ok(isDownloading(snapshot, MANUAL.id) && !isDownloading(snapshot, VIDEO.id));
      assert.deepEqual(step.actors["fetchFile"]!.pending("fetchFile")?.input, { path: MANUAL.attachment });
      assert.equal(step.actors["countDownload"]!.pending("countDownload"), undefined);
    },
    counting: (snapshot, step) => {
      invariants(snapshot, step);
      const { world, actors, event } = step;
      assert.ok(snapshot.hasTag("busy"));
      const target = snapshot.context.target;
      assert.ok(target === MANUAL || target === VIDEO);
      assert.deepEqual(actors["countDownload"]!.pending("countDownload")?.input, { id: target.id });
      if (event.type === "xstate.done.actor.fetchFile") {
        assert.deepEqual(world.saved.at(-1), { file: PDF_BYTES, fileName: "Exhibitor Manual 2026.pdf" });
      }
      if (requested(event) === VIDEO) {
        // Opened at once, inside the click; nothing fetched.
        assert.equal(world.opened.at(-1), VIDEO.attachment);
      }
    },
  },
});
