// @vitest-environment jsdom
import { act, Suspense, type ComponentType, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { flakyImport, OuterBoundary, testRoot } from "../components/lazy-test-kit.tsx";
import { retryableLazy } from "../components/retryable-lazy.ts";
import { ScreenLoadBoundary } from "./screen-load-boundary.tsx";
import { SCREEN_LOAD_FAILED_MESSAGE } from "../screen/screen-load-text.ts";

const screen = testRoot();
const { render } = screen;

const alert = () => screen.host().querySelector('[role="alert"]');
const retryButton = () => [...screen.host().querySelectorAll("button")].find((button) => button.textContent === "Retry");

afterEach(() => screen.unmount());

function Screens({ routes, hook }: { readonly routes: Record<string, ComponentType>; readonly hook: ReturnType<typeof memoryLocation>["hook"] }) {
  const [location] = hook();
  const Screen = routes[location] ?? (() => null);
  return (
    <Router hook={hook}>
      <ScreenLoadBoundary>
        <Suspense fallback={<p>Loading...</p>}>
          <Screen />
        </Suspense>
      </ScreenLoadBoundary>
    </Router>
  );
}

describe("a screen whose code cannot be downloaded", () => {
  it("shows the error with a Retry that imports again and shows the screen", async () => {
    const team = flakyImport("Team Management", 2);
    const { hook } = memoryLocation({ path: "/team" });
    await render(<Screens routes={{ "/team": retryableLazy(team.load) }} hook={hook} />);
    expect(alert()?.textContent).toContain(SCREEN_LOAD_FAILED_MESSAGE);
    expect(team.calls()).toBe(1);

    // Still no server: the same message again, after a real second attempt.
    await act(async () => retryButton()?.click());
    expect(team.calls()).toBe(2);
    expect(alert()?.textContent).toContain(SCREEN_LOAD_FAILED_MESSAGE);

    await act(async () => retryButton()?.click());
    expect(team.calls()).toBe(3);
    expect(alert()).toBeNull();
    expect(screen.host().textContent).toBe("Team Management");
  });

  it("lets another screen show, and imports the failed one afresh when it is opened again", async () => {
    const team = flakyImport("Team Management", 1);
    const products = flakyImport("Product Catalog", 0);
    const { hook, navigate } = memoryLocation({ path: "/team" });
    await render(<Screens routes={{ "/team": retryableLazy(team.load), "/products": retryableLazy(products.load) }} hook={hook} />);
    expect(alert()?.textContent).toContain(SCREEN_LOAD_FAILED_MESSAGE);

    await act(async () => navigate("/products"));
    expect(alert()).toBeNull();
    expect(screen.host().textContent).toBe("Product Catalog");

    await act(async () => navigate("/team"));
    expect(screen.host().textContent).toBe("Team Management");
    expect(team.calls()).toBe(2);
  });

  it("downloads a screen's code once however often it is shown", async () => {
    const team = flakyImport("Team Management", 0);
    const Team = retryableLazy(team.load);
    const { hook, navigate } = memoryLocation({ path: "/team" });
    await render(<Screens routes={{ "/team": Team, "/other": () => <p>Other</p> }} hook={hook} />);
    await act(async () => navigate("/other"));
    await act(async () => navigate("/team"));
    expect(screen.host().textContent).toBe("Team Management");
    expect(team.calls()).toBe(1);
  });
});

describe("an error that is not a failed download", () => {
  it("is not hidden behind the screen's Retry: it reaches the boundary above", async () => {
    const Broken = () => {
      throw new Error("render bug");
    };
    const { hook } = memoryLocation({ path: "/broken" });
    await render(
      <OuterBoundary>
        <Screens routes={{ "/broken": Broken }} hook={hook} />
      </OuterBoundary>,
    );
    expect(retryButton()).toBeUndefined();
    expect(screen.host().textContent).toBe("Outer caught: render bug");
  });
});
