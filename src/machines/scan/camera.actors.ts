import { fromCallback, fromPromise, type AnyEventObject, type EventObject } from "xstate";
import { createBadgeDetector, type BadgeDetector } from "./badge-decoder.ts";
import { cameraProblemOf, CameraProblem, type OpenedCamera } from "./camera-types.ts";
import type { cameraMachine } from "./camera.machine.ts";
import { markBadgeFrame } from "./scan-perf.ts";
import { SCAN_TEXTS } from "./scan-texts.ts";

/** Time between two decoded frames: fast enough for a badge held up briefly, light on a phone's CPU. */
export const FRAME_INTERVAL_MS = 120;

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

const videoTrack = (stream: MediaStream | null): MediaStreamTrack | undefined => stream?.getVideoTracks()[0];

const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** Opens the chosen camera, or the back camera where there is one; then lists the cameras by name. */
const openCamera = async (media: MediaDevices, deviceId: string | null, signal: AbortSignal): Promise<OpenedCamera> => {
  if (media?.getUserMedia === undefined) throw new CameraProblem("noCamera", "This browser offers no camera to web pages here.");
  let stream: MediaStream;
  try {
    stream = await media.getUserMedia({
      audio: false,
      video: deviceId !== null ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: "environment" } },
    });
  } catch (error) {
    throw cameraProblemOf(error);
  }
  // The screen left while the prompt was open: the camera must not stay on.
  if (signal.aborted) {
    stopStream(stream);
    throw new CameraProblem("unavailable", "The camera was closed.");
  }
  const track = videoTrack(stream);
  const all = await media.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
  const cameras = all.filter((device) => device.kind === "videoinput");
  const capabilities = (track?.getCapabilities?.() ?? {}) as TorchCapabilities;
  return {
    stream,
    devices: cameras.map((device, index) => ({ deviceId: device.deviceId, label: device.label || `Camera ${index + 1}` })),
    deviceId: track?.getSettings().deviceId ?? deviceId,
    torchAvailable: capabilities.torch === true,
  };
};

/**
 * Reads frames from an off-screen video element of the same stream (the view's preview may be
 * re-rendered at any time) on a timer, and reports each QR text. A frame the detector chokes on is
 * skipped: the next one comes 120 ms later.
 */
const decodeFrames = (stream: MediaStream | null, sendBack: (event: AnyEventObject) => void, makeDetector: () => Promise<BadgeDetector>) => {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  void video.play().catch(() => undefined);

  // The bench's mark goes on the first frame of each badge, not on every frame it stays in view.
  let lastText: string | undefined;
  const loop = (detector: BadgeDetector) => {
    const tick = async () => {
      if (stopped) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          const taken = performance.now();
          const codes = await detector.detect(video);
          const text = codes.find((code) => code.rawValue !== "")?.rawValue;
          if (text !== undefined && text !== lastText) markBadgeFrame(text, taken);
          lastText = text;
          if (text !== undefined && !stopped) sendBack({ type: "badge.seen", text });
        } catch {
          // A frame that could not be read (a resolution change, a frame not yet decoded).
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
  };

  let made: BadgeDetector | undefined;
  makeDetector().then(
    (detector) => {
      made = detector;
      if (stopped) detector.close?.();
      else loop(detector);
    },
    (error: unknown) => {
      if (!stopped) sendBack({ type: "decoder.failed", message: error instanceof Error ? error.message : String(error) });
    },
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
    made?.close?.();
    video.pause();
    video.srcObject = null;
  };
};

export interface CameraDependencies {
  readonly mediaDevices: MediaDevices;
  readonly makeDetector?: () => Promise<BadgeDetector>;
}

/** The camera machine's real actors over the browser's media devices. */
export const cameraImplementations = ({ mediaDevices, makeDetector = createBadgeDetector }: CameraDependencies) =>
  ({
    actors: {
      openCamera: fromPromise<OpenedCamera, { deviceId: string | null }>(({ input, signal }) => openCamera(mediaDevices, input.deviceId, signal)),
      holdStream: fromCallback<EventObject, { stream: MediaStream | null }>(({ input }) => () => stopStream(input.stream)),
      decodeFrames: fromCallback<EventObject, { stream: MediaStream | null }>(({ input, sendBack }) => decodeFrames(input.stream, sendBack, makeDetector)),
      setTorch: fromPromise<void, { stream: MediaStream | null; on: boolean }>(async ({ input }) => {
        const track = videoTrack(input.stream);
        if (track === undefined) throw new Error("The camera is not running.");
        await track.applyConstraints({ advanced: [{ torch: input.on } as MediaTrackConstraintSet] });
        // An advanced constraint the camera cannot meet is dropped without an error: read it back.
        if ((track.getSettings() as MediaTrackSettings & { torch?: boolean }).torch !== input.on) throw new Error(SCAN_TEXTS.torchNotSwitched);
      }),
    },
  }) satisfies Parameters<typeof cameraMachine.provide>[0];
