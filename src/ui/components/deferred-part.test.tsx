// @vitest-environment jsdom
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { flakyImport, OuterBoundary } from "../routes/lazy-test-kit.tsx";
import { deferredPart } from "./deferred-part.tsx";

// React only flushes effects and suspended lazies inside act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;

async function render(node: ReactNode) {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host, { onCaughtError: () => {}, onUncaughtError: () => {} });
  await act(async () => root?.render(node));
}

/** What a tap does first, before the click that opens a dialog. */
const tap = () => act(async () => void document.dispatchEvent(new Event("pointerdown")));

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  host.remove();
});

/** The part's loader in the shape deferredPart takes (the component itself). */
const partOf = (text: string, failures: number) => {
  const flaky = flakyImport(text, failures);
  return { load: () => flaky.load().then((module) => module.default), calls: flaky.calls };
};

describe("a part of a screen its first paint does not show", () => {
  it("is not asked for with the screen's first render, and shows from the first tap on", async () => {
    const dialog = partOf("Add Lead", 0);
    const Dialog = deferredPart(dialog.load);
    await render(
      <>
        <h1>Lead Management</h1>
        <Dialog />
      </>,
    );
    expect(dialog.calls()).toBe(0);
    expect(host.textContent).toBe("Lead Management");

    await tap();
    expect(dialog.calls()).toBe(1);
    expect(host.textContent).toBe("Lead ManagementAdd Lead");
  });

  it("whose code cannot be downloaded leaves the screen as it is, and is asked for again at the next tap", async () => {
    const dialog = partOf("Add Lead", 1);
    const Dialog = deferredPart(dialog.load);
    await render(
      <OuterBoundary>
        <h1>Lead Management</h1>
        <Dialog />
      </OuterBoundary>,
    );
    await tap();
    expect(dialog.calls()).toBe(1);
    expect(host.textContent).toBe("Lead Management");

    await tap();
    expect(dialog.calls()).toBe(2);
    expect(host.textContent).toBe("Lead ManagementAdd Lead");
  });

  it("that fails as it renders is the screen's error, not a download to try again", async () => {
    const Broken = deferredPart(async () => () => {
      throw new Error("The part broke");
    });
    await render(
      <OuterBoundary>
        <h1>Lead Management</h1>
        <Broken />
      </OuterBoundary>,
    );
    await tap();
    expect(host.textContent).toBe("Outer caught: The part broke");
  });
});
