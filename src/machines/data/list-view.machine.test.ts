import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { listViewMachine } from "./list-view.machine.ts";
import { listViewModel } from "./list-view.model.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(listViewModel);

describe("list view state", () => {
  it("starts with no search, All and the All tab", () => {
    const actor = createActor(listViewMachine, { input: { kind: "leads" } }).start();
    expect(actor.getSnapshot().context).toEqual({ kind: "leads", search: "", filter: "all", tab: "all" });
  });

  it("takes only the screen's own filter and tab values", () => {
    const referrals = createActor(listViewMachine, { input: { kind: "referrals" } }).start();
    expect(referrals.getSnapshot().can({ type: "filter.change", value: "pending" })).toBe(true);
    expect(referrals.getSnapshot().can({ type: "filter.change", value: "high" })).toBe(false);
    expect(referrals.getSnapshot().can({ type: "tab.change", value: "high" })).toBe(false);
    referrals.send({ type: "filter.change", value: "rejected" });
    referrals.send({ type: "filter.change", value: "high" });
    expect(referrals.getSnapshot().context.filter).toBe("rejected");

    const leads = createActor(listViewMachine, { input: { kind: "leads" } }).start();
    leads.send({ type: "filter.change", value: "medium" });
    leads.send({ type: "tab.change", value: "high" });
    leads.send({ type: "tab.change", value: "pending" });
    expect(leads.getSnapshot().context).toMatchObject({ filter: "medium", tab: "high" });

    const products = createActor(listViewMachine, { input: { kind: "products" } }).start();
    expect(products.getSnapshot().matches("products")).toBe(true);
    expect(products.getSnapshot().can({ type: "filter.change", value: "all" })).toBe(false);
    expect(products.getSnapshot().can({ type: "tab.change", value: "all" })).toBe(false);
    expect(products.getSnapshot().can({ type: "search.change", value: "loom" })).toBe(true);
  });

  it("keeps the search as typed; selectors trim it", () => {
    const actor = createActor(listViewMachine, { input: { kind: "products" } }).start();
    actor.send({ type: "search.change", value: "  Loom " });
    expect(actor.getSnapshot().context.search).toBe("  Loom ");
  });
});
