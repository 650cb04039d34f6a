// @vitest-environment jsdom
import { act, Suspense, type ComponentType, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { QuietLoadBoundary } from "./quiet-load-boundary.tsx";
import { flakyImport, OuterBoundary } from "./lazy-test-kit.tsx";
import { retryableLazy } from "./retryable-lazy.ts";

// React only flushes effects and suspended lazies inside act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;

function App({ part: Part, retryKey }: { readonly part: ComponentType; readonly retryKey: number }) {
  return (
    <OuterBoundary>
      <p>App</p>
      <QuietLoadBoundary retryKey={retryKey}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </QuietLoadBoundary>
    </OuterBoundary>
  );
}

async function render(node: ReactNode) {
  await act(async () => root?.render(node));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  host.remove();
});

function mount() {
  host = document.createElement("div");
  document.body.append(host);
  // Caught errors are the point of these tests; React would print each one.
  root = createRoot(host, { onCaughtError: () => {}, onUncaughtError: () => {} });
}

describe("a lazily loaded part with no place for an error", () => {
  it("shows nothing when its code cannot be downloaded, keeps the app, and tries again on a new key", async () => {
    mount();
    const region = flakyImport("Toasts", 1);
    const Region = retryableLazy(region.load);
    await render(<App part={Region} retryKey={1} />);
    expect(host.textContent).toBe("App");
    expect(region.calls()).toBe(1);

    // The same key: no new download.
    await render(<App part={Region} retryKey={1} />);
    expect(region.calls()).toBe(1);

    await render(<App part={Region} retryKey={2} />);
    expect(region.calls()).toBe(2);
    expect(host.textContent).toBe("AppToasts");
  });

  it("passes any other error on up", async () => {
    mount();
    const Broken = () => {
      throw new Error("render bug");
    };
    await render(<App part={Broken} retryKey={1} />);
    expect(host.textContent).toBe("Outer caught: render bug");
  });
});
