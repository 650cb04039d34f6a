import { useSelector } from "@xstate/react";
import { cameraView } from "styled-system/recipes";
import type { CameraRef } from "../../machines/scan/camera.machine.ts";
import { cameraStatus, torchProblem } from "../../machines/scan/scan-status.ts";
import { Button } from "../components/button.tsx";
import { deferredPart, usePreloadAfterPaint } from "../components/deferred-part.tsx";
import { useCameraPreview } from "./use-camera-preview.ts";

// The camera list (a select with its positioning and dismissal) shows only once a camera is on and
// the phone has more than one: its code comes after the screen's first paint.
const CameraChooser = deferredPart(() => import("./camera-chooser.tsx").then((part) => part.CameraChooser));

const classes = cameraView();
const toneClass = { info: classes.info, error: classes.error, success: classes.success } as const;

/** The camera's preview, what it is doing, and its controls: Try again, camera chooser, torch, pause. */
export function CameraView({ camera }: { readonly camera: CameraRef }) {
  const devices = useSelector(camera, (snapshot) => snapshot.context.devices);
  const deviceId = useSelector(camera, (snapshot) => snapshot.context.deviceId);
  usePreloadAfterPaint(CameraChooser);
  const status = useSelector(camera, cameraStatus);
  const ready = useSelector(camera, (snapshot) => snapshot.matches("ready"));
  const torch = useSelector(camera, (snapshot) => ({
    available: snapshot.context.torchAvailable,
    on: snapshot.context.torchOn,
    busy: snapshot.matches({ ready: { torch: "switching" } }),
  }));
  const torchFailure = useSelector(camera, torchProblem);
  const paused = useSelector(camera, (snapshot) => snapshot.matches({ ready: { decode: "paused" } }));
  const scanning = useSelector(camera, (snapshot) => snapshot.matches({ ready: { decode: "scanning" } }));
  const preview = useCameraPreview(camera);

  return (
    <div className={classes.root}>
      <div className={classes.frame}>
        <video ref={preview} className={classes.video} muted playsInline aria-label="Camera preview" data-testid="scan-preview" />
      </div>
      <p role="status" className={toneClass[status.tone]} data-testid="camera-status">
        {status.text}
      </p>
      <div className={classes.controls}>
        {status.retry && (
          <Button variant="outline" onClick={() => camera.send({ type: "camera.retry" })}>
            Try again
          </Button>
        )}
        {ready && devices.length > 1 && (
          <CameraChooser devices={devices} deviceId={deviceId} disabled={false} onChoose={(id) => camera.send({ type: "camera.choose", deviceId: id })} />
        )}
        {ready && torch.available && (
          <Button variant="outline" aria-pressed={torch.on} disabled={torch.busy} onClick={() => camera.send({ type: "torch.toggle" })}>
            {torch.on ? "Torch off" : "Torch on"}
          </Button>
        )}
        {ready && (scanning || paused) && (
          <Button variant="outline" onClick={() => camera.send({ type: paused ? "scan.resume" : "scan.pause" })}>
            {paused ? "Resume scanning" : "Pause scanning"}
          </Button>
        )}
      </div>
      {torchFailure !== null && (
        <p role="alert" className={classes.error} data-testid="torch-problem">
          {torchFailure}
        </p>
      )}
    </div>
  );
}
