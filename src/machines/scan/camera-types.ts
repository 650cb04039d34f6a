// What the camera's actors report to the camera machine; no browser API is imported here, so the
// machine and its model run in Node.

export interface CameraDevice {
  readonly deviceId: string;
  readonly label: string;
}

/** An opened camera: its stream (shown by the view, read by the decode loop) and what it can do. */
export interface OpenedCamera {
  readonly stream: MediaStream;
  readonly devices: ReadonlyArray<CameraDevice>;
  /** The camera in use, when the browser names it. */
  readonly deviceId: string | null;
  /** The track's capabilities list `torch` (most phones' back cameras). */
  readonly torchAvailable: boolean;
}

export type CameraProblemKind = "denied" | "noCamera" | "unavailable";

/** Why the camera could not be opened: the person refused, the device has none, or it is busy or broken. */
export class CameraProblem extends Error {
  override name = "CameraProblem";
  readonly kind: CameraProblemKind;

  constructor(kind: CameraProblemKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** getUserMedia's DOMException names, sorted into what the person can do about each. */
export const cameraProblemOf = (error: unknown): CameraProblem => {
  const name = typeof error === "object" && error !== null && "name" in error ? String((error as { name: unknown }).name) : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return new CameraProblem("denied", message);
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return new CameraProblem("noCamera", message);
  return new CameraProblem("unavailable", message);
};
