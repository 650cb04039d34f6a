// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flakyImport, OuterBoundary, testRoot } from "./lazy-test-kit.tsx";
import { deferredPart, usePreloadAfterPaint } from "./deferred-part.tsx";

const screen = testRoot();
const { render } = screen;

/** What a tap does first, before the click that opens a dialog. */
const tap = () => act(async () => void document.dispatchEvent(new Event("pointerdown")));

afterEach(() => screen.unmount());

/** A tap, then how many times the part's code has been asked for and what the screen shows. */
const tapThenExpect = async (part: { readonly calls: () => number }, calls: number, text: string) => {
  await tap();
  expect(part.calls()).toBe(calls);
  expect(screen.host().textContent).toBe(text);
};

/** Waits for idle moments to pass until `check` holds; React draws what they brought at each try. */
const eventually = (check: () => void) =>
  vi.waitFor(async () => {
    await act(async () => {});
    check();
  });

/** The part's loader in the shape deferredPart takes (the component itself). */
const partOf = (text: string, failures: number) => {
  const flaky = flakyImport(text, failures);
  return { load: () => flaky.load().then((module) => module.default), calls: flaky.calls };
};

/** The Export menu as a part whose first download fails, with its button as the placeholder. */
const renderExportMenuFailingOnce = async () => {
  const menu = partOf("Export menu", 1);
  const Menu = deferredPart(menu.load, ({ loadFailed }) => <button type="button">{loadFailed ? "Export Leads (try again)" : "Export Leads"}</button>);
  await render(
    <OuterBoundary>
      <h1>Lead Management</h1>
      <Menu />
    </OuterBoundary>,
  );
  return menu;
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
    expect(screen.host().textContent).toBe("Lead Management");

    await tapThenExpect(dialog, 1, "Lead ManagementAdd Lead");
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
    await tapThenExpect(dialog, 1, "Lead Management");

    await tapThenExpect(dialog, 2, "Lead ManagementAdd Lead");
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
    expect(screen.host().textContent).toBe("Outer caught: The part broke");
  });

  it("with a placeholder draws it until the part's code is here, and again, told so, while a failed download waits for the next tap", async () => {
    const menu = await renderExportMenuFailingOnce();
    expect(menu.calls()).toBe(0);
    expect(screen.host().textContent).toBe("Lead ManagementExport Leads");

    await tapThenExpect(menu, 1, "Lead ManagementExport Leads (try again)");

    await tapThenExpect(menu, 2, "Lead ManagementExport menu");
  });

  it("preloaded after the screen's first paint, renders at once when it is drawn, without waiting for idle or a tap", async () => {
    const card = partOf("The leads", 0);
    const Card = deferredPart(card.load);
    function Screen({ withCard }: { readonly withCard: boolean }) {
      usePreloadAfterPaint(Card);
      return (
        <>
          <h1>Lead Management</h1>
          {withCard ? <Card /> : null}
        </>
      );
    }
    await render(<Screen withCard={false} />);
    expect(card.calls()).toBe(0);

    // The frame after the first render, then the task after it.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))));
    expect(card.calls()).toBe(1);

    await screen.unmount();
    await render(<Screen withCard />);
    expect(screen.host().textContent).toBe("Lead ManagementThe leads");
  });
  it("is fetched in an idle moment after the first paint, one part after another, so no two parts' code runs in one task", async () => {
    let releaseFirst = () => {};
    const firstLoads: number[] = [];
    const First = deferredPart(() => {
      firstLoads.push(1);
      return new Promise<() => React.JSX.Element>((resolve) => (releaseFirst = () => resolve(() => <p>Add Lead</p>)));
    });
    const second = partOf("Import Leads", 0);
    const Second = deferredPart(second.load);
    await render(
      <>
        <h1>Lead Management</h1>
        <First />
        <Second />
      </>,
    );
    await eventually(() => expect(firstLoads).toHaveLength(1));
    // The second part's code waits for the first's.
    expect(second.calls()).toBe(0);

    await act(async () => releaseFirst());
    await eventually(() => expect(screen.host().textContent).toBe("Lead ManagementAdd LeadImport Leads"));
    expect(second.calls()).toBe(1);
  });

  it("whose code could not be fetched in its idle moment tells its placeholder, and asks again only at the next tap", async () => {
    const menu = await renderExportMenuFailingOnce();
    await eventually(() => expect(screen.host().textContent).toBe("Lead ManagementExport Leads (try again)"));
    expect(menu.calls()).toBe(1);

    await tapThenExpect(menu, 2, "Lead ManagementExport menu");
  });
});
