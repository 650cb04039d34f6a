// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { testRoot } from "./lazy-test-kit.tsx";
import { useAfterFirstPaint } from "./after-first-paint.ts";

const screen = testRoot();
afterEach(() => screen.unmount());

function Screen() {
  const restDrawn = useAfterFirstPaint();
  return (
    <>
      <h1>Dashboard</h1>
      {restDrawn ? <p>Event Info</p> : null}
    </>
  );
}

/** The frame the first commit paints in, then the task after it. */
const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))));

describe("the part of a screen below the fold", () => {
  it("is left out of the first commit and drawn after the first paint", async () => {
    await screen.render(<Screen />);
    expect(screen.host().textContent).toBe("Dashboard");

    await afterPaint();
    expect(screen.host().textContent).toBe("DashboardEvent Info");
  });
});
