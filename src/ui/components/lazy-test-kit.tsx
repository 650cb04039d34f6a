// Shared by the download-boundary tests: imports that fail like a download that found no server,
// and a boundary above that shows what reached it.
import { act, Component, type ComponentType, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

// React only flushes effects and suspended lazies inside act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A React root in a fresh element of the page, rendered under act(). Caught errors are what these
 * tests are about: React is not asked to print them.
 */
export function testRoot() {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  return {
    host: (): HTMLElement => {
      if (host === null) throw new Error("Nothing was rendered yet");
      return host;
    },
    async render(node: ReactNode) {
      host = document.createElement("div");
      document.body.append(host);
      root = createRoot(host, { onCaughtError: () => {}, onUncaughtError: () => {} });
      await act(async () => root?.render(node));
    },
    async unmount() {
      await act(async () => root?.unmount());
      root = null;
      host?.remove();
      host = null;
    },
  };
}

/** An import whose first `failures` attempts reject like a download that found no server. */
export function flakyImport(text: string, failures: number) {
  let calls = 0;
  const load = async (): Promise<{ default: ComponentType }> => {
    calls += 1;
    if (calls <= failures) throw new TypeError("Failed to fetch dynamically imported module");
    return { default: () => <p>{text}</p> };
  };
  return { load, calls: () => calls };
}

/** The boundary above: shows the message of whatever error got past the one under test. */
export class OuterBoundary extends Component<{ readonly children: ReactNode }, { readonly message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : "unknown" };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>Outer caught: {this.state.message}</p>;
  }
}
