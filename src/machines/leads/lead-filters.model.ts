import assert from "node:assert/strict";
import { eventDay } from "../../rules/event-time.ts";
import { defineModel } from "../testing/model.ts";
import { filtersActive, MY_LEADS, NO_LEAD_FILTERS, UNOWNED } from "./lead-filters.ts";
import { leadFiltersMachine, leadFiltersOf } from "./lead-filters.machine.ts";

const MEERA = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const KOLKATA = "Asia/Kolkata";

export const leadFiltersModel = defineModel({
  name: "lead-filters",
  machine: leadFiltersMachine,
  // Opened from the header's count: the Due filter and My leads, in the event's zone.
  inputs: { default: {}, due: { due: true }, mineDue: { due: true, owner: MY_LEADS, timeZone: KOLKATA } },
  events: [
    { type: "filters.rating", value: 4 },
    // Not a star count: ignored.
    { type: "filters.rating", value: 9 },
    { type: "filters.rating", value: null },
    // Kept in lower case, so "AI" and "ai" are one filter.
    { type: "filters.tag", value: " AI " },
    { type: "filters.tag", value: null },
    { type: "filters.source", value: "booth_scan" },
    // Not a source of the contract: ignored.
    { type: "filters.source", value: "fax" },
    { type: "filters.source", value: "" },
    { type: "filters.kind", value: "vcard" },
    // Not a capture kind of the contract: ignored.
    { type: "filters.kind", value: "fax" },
    { type: "filters.kind", value: null },
    { type: "filters.member", value: MEERA },
    { type: "filters.member", value: null },
    { type: "filters.sort", value: "rating" },
    { type: "filters.sort", value: "shoe size" },
    { type: "filters.owner", value: MY_LEADS },
    { type: "filters.owner", value: UNOWNED },
    { type: "filters.owner", value: MEERA },
    { type: "filters.owner", value: "" },
    { type: "filters.due", value: true },
    { type: "filters.due", value: false },
    { type: "filters.zone", timeZone: KOLKATA },
    { type: "filters.clear" },
  ],
  controlledActors: [],
  world: () => ({}),
  assertions: {
    leadFilters: (snapshot, { event }) => {
      const { context } = snapshot;
      assert.ok(context.minRating === null || context.minRating === 4);
      assert.ok(context.tag === null || context.tag === "ai");
      assert.ok(context.source === null || context.source === "booth_scan");
      assert.ok(context.kind === null || context.kind === "vcard");
      assert.ok(context.member === null || context.member === MEERA);
      assert.ok(context.owner === null || [MY_LEADS, UNOWNED, MEERA].includes(context.owner));
      // Due is the event's day, in the zone the screen passed on.
      assert.ok(context.timeZone === null || context.timeZone === KOLKATA);
      assert.ok(context.due === null || context.due === eventDay(new Date(), context.timeZone));
      assert.ok(context.sort === "newest" || context.sort === "rating");
      // "Clear filters" is offered exactly while a filter narrows the list.
      assert.equal(snapshot.hasTag("filtered"), filtersActive(context));
      // Clear keeps the sort and the zone.
      if (event.type === "filters.clear") assert.deepEqual({ ...leadFiltersOf(context), sort: "newest" }, NO_LEAD_FILTERS);
      if (event.type === "filters.owner" && event.value === "") assert.equal(context.owner, null);
    },
    unfiltered: (snapshot) => assert.ok(!filtersActive(snapshot.context)),
    filtered: (snapshot) => assert.ok(filtersActive(snapshot.context)),
  },
});
