import { assign, fromCallback, sendParent, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from "xstate";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { CameraProblem, type CameraDevice, type CameraProblemKind, type OpenedCamera } from "./camera-types.ts";

export interface CameraTypes { context: CameraContext; events: CameraEvent; tags: "busy" | "error" }

export interface CameraContext {
  readonly stream: MediaStream | null;
  readonly devices: ReadonlyArray<CameraDevice>;
  /** The camera asked for (the chooser's pick); null lets the browser pick, preferring the back camera. */
  readonly deviceId: string | null;
  readonly torchAvailable: boolean;
  readonly torchOn: boolean;
  /** Why the camera or the torch failed, for the view. */
  readonly error: string | null;
  /** True once a camera was open: later openings only switch cameras and ask nothing. */
  readonly granted: boolean;
}

export type CameraEvent =
  | { type: "camera.retry" }
  | { type: "camera.choose"; deviceId: string }
  | { type: "torch.toggle" }
  | { type: "scan.pause" }
  | { type: "scan.resume" }
  /** From the decode loop: the text of a QR code in a frame. */
  | { type: "badge.seen"; text: string }
  /** From the decode loop: no detector could be made (the wasm did not load). */
  | { type: "decoder.failed"; message: string };

/** What the camera tells the machine that invoked it (the Scan screen). */
export interface BadgeDecoded {
  readonly type: "badge.decoded";
  readonly text: string;
}

/** A callback actor over the camera's stream, provided at the app root (loud when it is not). */
const streamCallback = (name: string) =>
  fromCallback<EventObject, { stream: MediaStream | null }>(() => {
    throw new Error(`The actor "${name}" is not provided; pass it with machine.provide().`);
  });

const problemIs = (error: unknown, kind: CameraProblemKind) => error instanceof CameraProblem && error.kind === kind;
const messageOf = (error: unknown) => (error instanceof Error && error.message !== "" ? error.message : "Unknown error");

/**
 * The camera of the Scan screen: asks for it (the browser's permission prompt), says when it was
 * refused or there is none, lets the person choose among cameras and switch the torch where the
 * track has one, and runs the decode loop while scanning. Each QR text seen goes to the parent as
 * `badge.decoded`; judging it (duplicate, forged, saved) is the screen's business.
 */
export const cameraMachine = setup({
  types: {} as CameraTypes,
  actors: {
    /** getUserMedia for the chosen camera, then enumerateDevices (labels exist once allowed). */
    openCamera: notProvidedActor<OpenedCamera, { deviceId: string | null }>("openCamera"),
    /** Holds the stream while the camera is ready and stops its tracks when it ends. */
    holdStream: streamCallback("holdStream"),
    /** Reads frames of the stream and reports `badge.seen` / `decoder.failed`. */
    decodeFrames: streamCallback("decodeFrames"),
    /** track.applyConstraints({ advanced: [{ torch }] }). */
    setTorch: notProvidedActor<void, { stream: MediaStream | null; on: boolean }>("setTorch"),
  },
  actions: {
    /** Tells the Scan screen (`screenCamera` below provides it). */
    reportBadge: notProvided<{ text: string }>("reportBadge"),
    forgetStream: assign({ stream: null, torchOn: false, torchAvailable: false, error: null }),
    takeOpenedCamera: assign((_, params: { opened: OpenedCamera }) => ({
      stream: params.opened.stream,
      devices: params.opened.devices,
      deviceId: params.opened.deviceId,
      torchAvailable: params.opened.torchAvailable,
      granted: true,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    chooseCamera: assign((_, params: { deviceId: string }) => ({ deviceId: params.deviceId })),
    rememberDecoderFailure: assign((_, params: { message: string }) => ({ error: params.message })),
    flipTorch: assign(({ context }) => ({ torchOn: !context.torchOn, error: null })),
  },
  guards: {
    isDenied: (_, params: { error: unknown }) => problemIs(params.error, "denied"),
    isMissing: (_, params: { error: unknown }) => problemIs(params.error, "noCamera"),
    hasTorch: ({ context }) => context.torchAvailable,
    isOtherCamera: ({ context }, params: { deviceId: string }) => params.deviceId !== context.deviceId,
  },
}).createMachine({
  id: "camera",
  context: { stream: null, devices: [], deviceId: null, torchAvailable: false, torchOn: false, error: null, granted: false },
  initial: "opening",
  states: {
    opening: {
      tags: "busy",
      description: "The first opening shows the browser's permission prompt; later ones switch cameras.",
      entry: "forgetStream",
      invoke: {
        id: "openCamera",
        src: "openCamera",
        input: ({ context }) => ({ deviceId: context.deviceId }),
        onDone: { target: "ready", actions: { type: "takeOpenedCamera", params: ({ event }) => ({ opened: event.output }) } },
        onError: [
          { guard: { type: "isDenied", params: ({ event }) => ({ error: event.error }) }, target: "denied" },
          { guard: { type: "isMissing", params: ({ event }) => ({ error: event.error }) }, target: "noCamera" },
          { target: "failed", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    denied: {
      tags: "error",
      description: "The person or the browser refused the camera: the typed code is the way on; Try again asks again.",
      on: { "camera.retry": "opening" },
    },
    noCamera: {
      tags: "error",
      on: { "camera.retry": "opening" },
    },
    failed: {
      tags: "error",
      description: "The camera exists but could not start (in use by another app, a driver fault).",
      on: { "camera.retry": "opening" },
    },
    ready: {
      type: "parallel",
      invoke: { id: "holdStream", src: "holdStream", input: ({ context }) => ({ stream: context.stream }) },
      on: {
        "camera.choose": {
          guard: { type: "isOtherCamera", params: ({ event }) => ({ deviceId: event.deviceId }) },
          target: "opening",
          actions: { type: "chooseCamera", params: ({ event }) => ({ deviceId: event.deviceId }) },
        },
      },
      states: {
        decode: {
          initial: "scanning",
          states: {
            scanning: {
              invoke: { id: "decodeFrames", src: "decodeFrames", input: ({ context }) => ({ stream: context.stream }) },
              on: {
                "badge.seen": { actions: { type: "reportBadge", params: ({ event }) => ({ text: event.text }) } },
                "decoder.failed": { target: "noDecoder", actions: { type: "rememberDecoderFailure", params: ({ event }) => ({ message: event.message }) } },
                "scan.pause": "paused",
              },
            },
            paused: {
              on: { "scan.resume": "scanning" },
            },
            noDecoder: {
              tags: "error",
              description: "The preview shows but no QR reader could be loaded: the typed code is the way on.",
            },
          },
        },
        torch: {
          initial: "idle",
          states: {
            idle: {
              on: { "torch.toggle": { guard: "hasTorch", target: "switching" } },
            },
            switching: {
              tags: "busy",
              invoke: {
                id: "setTorch",
                src: "setTorch",
                input: ({ context }) => ({ stream: context.stream, on: !context.torchOn }),
                onDone: { target: "idle", actions: "flipTorch" },
                onError: { target: "failed", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            failed: {
              description: "The torch did not switch (busy, or the camera has none after all): the status says so, and it can be tried again.",
              on: { "torch.toggle": { guard: "hasTorch", target: "switching" } },
            },
          },
        },
      },
    },
  },
});

export type CameraSnapshot = SnapshotFrom<typeof cameraMachine>;
export type CameraRef = ActorRefFrom<typeof cameraMachine>;

/** The camera as the Scan screen runs it: each QR text goes to the screen as `badge.decoded`. */
export const screenCamera = cameraMachine.provide({
  actions: { reportBadge: sendParent((_, params: { text: string }) => ({ type: "badge.decoded", text: params.text }) satisfies BadgeDecoded) },
});
