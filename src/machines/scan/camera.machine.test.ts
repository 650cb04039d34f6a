import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { cameraProblemOf } from "./camera-types.ts";
import { cameraModel } from "./camera.model.ts";

describeModel(cameraModel);

describe("getUserMedia's failures", () => {
  it.each([
    ["NotAllowedError", "denied"],
    ["SecurityError", "denied"],
    ["NotFoundError", "noCamera"],
    ["OverconstrainedError", "noCamera"],
    ["NotReadableError", "unavailable"],
    ["AbortError", "unavailable"],
  ])("%s is %s", (name, kind) => {
    expect(cameraProblemOf(new DOMException("message", name)).kind).toBe(kind);
  });
});
