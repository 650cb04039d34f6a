// Shared by the download-boundary tests: imports that fail like a download that found no server,
// and a boundary above that shows what reached it.
import { Component, type ComponentType, type ReactNode } from "react";

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
