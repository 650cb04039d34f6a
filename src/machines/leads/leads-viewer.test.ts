import { describe, expect, it } from "vitest";
import { viewerOf } from "./leads-viewer.ts";

describe("Lead Management's viewer", () => {
  it("takes the viewer from the session's user and the event's zone", () => {
    const user = { _id: "u1", email: null, reminderTime: "08:00" };
    expect(viewerOf({ context: { event: { _id: "e", title: "Expo", timezone: "Asia/Kolkata" } } } as never, { context: { user } } as never)).toEqual({
      userId: "u1",
      email: null,
      reminderTime: "08:00",
      timeZone: "Asia/Kolkata",
    });
    expect(viewerOf(undefined, undefined)).toEqual({ userId: null, email: null, reminderTime: null, timeZone: null });
  });
});
