import { useSelector } from "@xstate/react";
import { cx } from "styled-system/css";
import { button, businessCard } from "styled-system/recipes";
import type { BusinessCardRef } from "../../machines/scan/business-card.machine.ts";
import { CARD_TEXTS } from "../../machines/scan/business-card-texts.ts";
import type { CameraRef } from "../../machines/scan/camera.machine.ts";
import { Button } from "../components/button.tsx";
import { useCameraPreview } from "./use-camera-preview.ts";
import { onFileChosen } from "../components/file-choice.ts";

/** The camera's preview: the machine holds the stream, the view only shows it. */
function CameraPreview({ camera }: { readonly camera: CameraRef }) {
  const preview = useCameraPreview(camera);
  const classes = businessCard();
  return (
    <div className={classes.preview}>
      <video ref={preview} className={classes.video} muted playsInline aria-label="Camera preview" data-testid="card-preview" />
    </div>
  );
}

/** What the camera is doing when it cannot take the photo, with Try again where asking again may help. */
function CameraNote({ camera }: { readonly camera: CameraRef }) {
  const opening = useSelector(camera, (snapshot) => snapshot.matches("opening"));
  const failed = useSelector(camera, (snapshot) => snapshot.hasTag("error") && !snapshot.matches("ready"));
  const classes = businessCard();
  if (opening) return <p className={classes.status}>{CARD_TEXTS.cameraStarting}</p>;
  if (!failed) return null;
  return (
    <p className={classes.status}>
      {CARD_TEXTS.cameraUnavailable}{" "}
      <Button size="sm" variant="link" onClick={() => camera.send({ type: "camera.retry" })}>
        {CARD_TEXTS.cameraRetry}
      </Button>
    </p>
  );
}

/** The front (or the back) of a card: a still of the camera, or a photo from the phone's camera app or gallery. */
export function BusinessCardShutter({ card, camera }: { readonly card: BusinessCardRef; readonly camera: CameraRef | undefined }) {
  const side = useSelector(card, (snapshot) => snapshot.context.side);
  const problem = useSelector(card, (snapshot) => (snapshot.hasTag("error") ? snapshot.context.problem : null));
  const choosing = useSelector(card, (snapshot) => snapshot.matches("choosing"));
  const cameraReady = useSelector(camera, (snapshot) => snapshot?.matches("ready") ?? false);
  const classes = businessCard();

  const pick = onFileChosen((file) => card.send({ type: "photo.pick", file }));

  return (
    <>
      <p>{side === "front" ? CARD_TEXTS.frontHint : CARD_TEXTS.backHint}</p>
      {camera !== undefined && <CameraPreview camera={camera} />}
      {camera !== undefined && <CameraNote camera={camera} />}
      {problem !== null && (
        <p role="alert" className={classes.problem} data-testid="card-problem">
          {problem}
        </p>
      )}
      <div className={classes.controls}>
        <Button disabled={!choosing || !cameraReady} onClick={() => card.send({ type: "photo.shoot" })}>
          {CARD_TEXTS.shoot}
        </Button>
        <label className={cx(button({ variant: "outline" }), classes.fileButton)} aria-disabled={!choosing}>
          <input type="file" accept="image/*" capture="environment" className={classes.fileInput} disabled={!choosing} onChange={pick} />
          {CARD_TEXTS.pick}
        </label>
        {side === "back" && (
          <Button variant="ghost" disabled={!choosing} onClick={() => card.send({ type: "back.cancel" })}>
            {CARD_TEXTS.skipBack}
          </Button>
        )}
      </div>
    </>
  );
}
