// @vitest-environment jsdom
import { act, Suspense } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, expect, test } from "vitest";
import { preloadableLazy } from "./preloadable-lazy.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
const host = document.createElement("div");
document.body.append(host);

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** What the first commit shows: rendered and committed in one step, before any download can answer. */
function firstCommit(Screen: ReturnType<typeof preloadableLazy>): string {
  root = createRoot(host);
  act(() =>
    root?.render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>,
    ),
  );
  return host.textContent ?? "";
}

const screen = () => preloadableLazy(async () => ({ default: () => <p>Lead Management</p> }));

test("a screen whose code was preloaded renders at once, without its loading state", async () => {
  const Leads = screen();
  await Leads.preload();
  expect(firstCommit(Leads)).toBe("Lead Management");
});

test("a screen whose code is not here yet shows its loading state first", () => {
  expect(firstCommit(screen())).toBe("Loading...");
});
