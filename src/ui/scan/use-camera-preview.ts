import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import type { CameraRef } from "../../machines/scan/camera.machine.ts";

/**
 * The ref of the video element that previews the camera. The machine holds the stream; attaching it
 * to the element (and starting it, muted) is the view's only job.
 */
export function useCameraPreview(camera: CameraRef) {
  const stream = useSelector(camera, (snapshot) => snapshot.context.stream);
  const preview = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = preview.current;
    if (element === null) return;
    element.srcObject = stream;
    if (stream !== null) void element.play().catch(() => undefined);
  }, [stream]);
  return preview;
}
