import assert from "node:assert/strict";
import { fromCallback, type EventObject } from "xstate";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { CameraProblem, type OpenedCamera } from "./camera-types.ts";
import { cameraMachine } from "./camera.machine.ts";
import { cameraStatus, torchProblem } from "./scan-status.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";

const STREAM = { id: "stream" } as unknown as MediaStream;
const BACK = { deviceId: "cam-back", label: "Back camera" };
const FRONT = { deviceId: "cam-front", label: "Front camera" };
/** A phone's back camera with a torch, and a laptop's only camera without one. */
const PHONE: OpenedCamera = { stream: STREAM, devices: [BACK, FRONT], deviceId: BACK.deviceId, torchAvailable: true };
const LAPTOP: OpenedCamera = { stream: STREAM, devices: [FRONT], deviceId: FRONT.deviceId, torchAvailable: false };
const BADGE = "EPB1.GOLD-7KX2M9QD.c2lnbmF0dXJlLW9mLXRoZS1iYWRnZS1pbi10aGUtdGVzdC1tb2RlbA";

interface World {
  readonly reported: string[];
}

export const cameraModel = defineModel({
  name: "camera",
  machine: cameraMachine,
  inputs: { default: undefined },
  events: [
    ...outcomesOf("openCamera", {
      answers: [PHONE, LAPTOP],
      failures: [
        new CameraProblem("denied", "Permission denied"),
        new CameraProblem("noCamera", "Requested device not found"),
        new CameraProblem("unavailable", "Could not start video source"),
      ],
    }),
    { type: "camera.retry" },
    { type: "camera.choose", deviceId: FRONT.deviceId },
    { type: "torch.toggle" },
    ...outcomesOf("setTorch", { answers: [undefined], failures: [new Error("Torch is busy")] }),
    { type: "scan.pause" },
    { type: "scan.resume" },
    { type: "badge.seen", text: BADGE },
    { type: "decoder.failed", message: "Failed to fetch zxing_reader.wasm" },
  ],
  controlledActors: ["openCamera", "setTorch"],
  world: (): World => ({ reported: [] }),
  implementations: (world) => ({
    actors: {
      holdStream: fromCallback<EventObject, { stream: MediaStream | null }>(() => undefined),
      decodeFrames: fromCallback<EventObject, { stream: MediaStream | null }>(() => undefined),
    },
    actions: {
      reportBadge: (_: unknown, params: { text: string }) => void world.reported.push(params.text),
    },
  }),
  assertions: {
    opening: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(snapshot.context.stream, null, "no stream while the camera opens");
      assert.deepEqual(actors["openCamera"]!.pending("openCamera")?.input, { deviceId: snapshot.context.deviceId });
      assert.equal(cameraStatus(snapshot).text, snapshot.context.granted ? SCAN_TEXTS.opening : SCAN_TEXTS.askingPermission);
    },
    denied: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.deepEqual(cameraStatus(snapshot), { text: SCAN_TEXTS.denied, tone: "error", retry: true });
      assert.ok(snapshot.can({ type: "camera.retry" }));
    },
    noCamera: (snapshot) => {
      assert.deepEqual(cameraStatus(snapshot), { text: SCAN_TEXTS.noCamera, tone: "error", retry: true });
    },
    failed: (snapshot) => {
      assert.equal(snapshot.context.error, "Could not start video source");
      assert.match(cameraStatus(snapshot).text, /could not be started \(Could not start video source\)/);
      assert.ok(cameraStatus(snapshot).retry);
    },
    ready: (snapshot) => {
      assert.equal(snapshot.context.stream, STREAM);
      assert.ok(snapshot.context.granted);
      assert.ok(snapshot.context.devices.length > 0);
      // The torch is offered only where the track has one.
      assert.equal(snapshot.can({ type: "torch.toggle" }), snapshot.context.torchAvailable && !snapshot.matches({ ready: { torch: "switching" } }));
      if (!snapshot.context.torchAvailable) assert.equal(snapshot.context.torchOn, false);
      // Choosing the camera already in use opens nothing.
      assert.equal(snapshot.can({ type: "camera.choose", deviceId: snapshot.context.deviceId ?? "" }), false);
    },
    "ready.decode.scanning": (snapshot, { event, world }) => {
      assert.equal(cameraStatus(snapshot).text, SCAN_TEXTS.scanning);
      // Each QR text the loop sees while scanning goes to the screen.
      if (event.type === "badge.seen") assert.equal(world.reported.at(-1), BADGE);
      assert.ok(snapshot.can({ type: "scan.pause" }));
    },
    "ready.decode.paused": (snapshot, { world }) => {
      assert.ok(world.reported.every((text) => text === BADGE));
      assert.equal(cameraStatus(snapshot).text, SCAN_TEXTS.paused);
      assert.ok(!snapshot.can({ type: "badge.seen", text: BADGE }), "a paused camera reports nothing");
    },
    "ready.decode.noDecoder": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(cameraStatus(snapshot).text, SCAN_TEXTS.noDecoder);
      assert.equal(snapshot.context.error, "Failed to fetch zxing_reader.wasm");
    },
    "ready.torch": (snapshot, { event }) => {
      if (event.type === "xstate.error.actor.setTorch") assert.notEqual(torchProblem(snapshot), null, "a failed switch is said");
    },
    "ready.torch.idle": (snapshot) => {
      assert.equal(torchProblem(snapshot), null);
    },
    "ready.torch.failed": (snapshot) => {
      // Said, not swallowed: the failure is named beside the status, and the torch can be tried again.
      assert.equal(torchProblem(snapshot), `${SCAN_TEXTS.torchFailed} (Torch is busy).`);
      assert.ok(snapshot.can({ type: "torch.toggle" }));
    },
    "ready.torch.switching": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["setTorch"]!.pending("setTorch")?.input, { stream: STREAM, on: !snapshot.context.torchOn });
    },
  },
});
