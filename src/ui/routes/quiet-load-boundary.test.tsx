// @vitest-environment jsdom
import { act, Component, Suspense, type ComponentType, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { QuietLoadBoundary } from "./quiet-load-boundary.tsx";
import { retryableLazy } from "./retryable-lazy.ts";

// React only flushes effects and suspended lazies inside act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An import whose first `failures` attempts reject like a download that found no server. */
function flakyImport(text: string, failures: number) {
  let calls = 0;
  const load = async (): Promise<{ default: ComponentType }> => {
    calls += 1;
    if (calls <= failures) throw new TypeError("Failed to fetch dynamically imported module");
    return { default: () => <p>{text}</p> };
  };
  return { load, calls: () => calls };
}

class Outer extends Component<{ readonly children: ReactNode }, { readonly message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : "unknown" };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>Outer caught: {this.state.message}</p>;
  }
}

let root: Root | null = null;
let host: HTMLElement;

function App({ part: Part, retryKey }: { readonly part: ComponentType; readonly retryKey: number }) {
  return (
    <Outer>
      <p>App</p>
      <QuietLoadBoundary retryKey={retryKey}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </QuietLoadBoundary>
    </Outer>
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
