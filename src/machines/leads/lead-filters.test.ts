import { describe, expect, it } from "vitest";
import { leadFixture } from "./lead-fixtures.ts";
import { applyLeadFilters, filterChoices, MY_LEADS, NO_LEAD_FILTERS, sourceLabel, UNOWNED, withViewer, type LeadFilters } from "./lead-filters.ts";
import { indexLeads } from "./leads-list-view.ts";

const MEERA = { userId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "Meera Iyer" };
const RAJ = { userId: "9b2f1c3e-1111-4a4a-8b8b-2c2c2c2c2c2c", name: "Raj Nair" };

const LEADS = indexLeads([
  leadFixture({ _id: "a", fullName: "Asha Rao", createdAt: "2026-03-14T12:00:00.000Z", rating: 5, tags: ["AI", "demo"], source: "booth_scan", capture: { kind: "vcard", text: "BEGIN:VCARD", images: [] }, capturedBy: MEERA, owner: RAJ, followUpDate: "2026-03-20" }),
  leadFixture({ _id: "b", fullName: "ben Stone", createdAt: "2026-03-14T11:00:00.000Z", rating: 3, tags: ["ai"], source: "manual", capturedBy: RAJ, owner: RAJ }),
  leadFixture({ _id: "c", fullName: "Chen Li", createdAt: "2026-03-14T10:00:00.000Z", rating: null, tags: [], source: "booth_scan", capture: { kind: "badge", text: null, images: [] }, capturedBy: RAJ, owner: MEERA, followUpDate: "2026-03-16" }),
  leadFixture({ _id: "d", fullName: "Dev Patel", createdAt: "2026-03-14T09:00:00.000Z", rating: 4, tags: ["budget"], source: "referral", capturedBy: null }),
]);

const ids = (filters: Partial<LeadFilters>) => applyLeadFilters(LEADS, { ...NO_LEAD_FILTERS, ...filters }).map((entry) => entry.lead._id);

describe("lead filters", () => {
  it("keep every lead, newest first, when nothing is chosen", () => {
    expect(ids({})).toEqual(["a", "b", "c", "d"]);
    // Nothing to do: the very same list comes back.
    expect(applyLeadFilters(LEADS, NO_LEAD_FILTERS)).toBe(LEADS);
  });

  it("Due keeps the leads whose follow-up day is on or before the day, never those without one", () => {
    expect(ids({ due: "2026-03-15" })).toEqual([]);
    expect(ids({ due: "2026-03-16" })).toEqual(["c"]);
    expect(ids({ due: "2026-03-20" })).toEqual(["a", "c"]);
  });

  it("keep leads rated at least the chosen stars; unrated leads never pass", () => {
    expect(ids({ minRating: 4 })).toEqual(["a", "d"]);
    expect(ids({ minRating: 1 })).toEqual(["a", "b", "d"]);
  });

  it("match a tag whatever its case, a source, and the capturing member", () => {
    expect(ids({ tag: "ai" })).toEqual(["a", "b"]);
    expect(ids({ source: "booth_scan" })).toEqual(["a", "c"]);
    expect(ids({ member: RAJ.userId })).toEqual(["b", "c"]);
    expect(ids({ tag: "ai", source: "booth_scan", member: MEERA.userId, minRating: 5 })).toEqual(["a"]);
    expect(ids({ tag: "nothing" })).toEqual([]);
  });

  it("keep a member's leads, the unowned ones, and My leads as the viewer's own", () => {
    expect(ids({ owner: RAJ.userId })).toEqual(["a", "b"]);
    expect(ids({ owner: UNOWNED })).toEqual(["d"]);
    const mine = (userId: string | null) =>
      applyLeadFilters(LEADS, withViewer({ ...NO_LEAD_FILTERS, owner: MY_LEADS }, userId)).map((entry) => entry.lead._id);
    expect(mine(MEERA.userId)).toEqual(["c"]);
    // Before the viewer is known, My leads shows none rather than everyone's.
    expect(mine(null)).toEqual([]);
    // Other filters are left as they are.
    expect(withViewer({ ...NO_LEAD_FILTERS, owner: UNOWNED }, MEERA.userId).owner).toBe(UNOWNED);
  });

  it("keep the leads captured one way: a vCard is not a badge, though both were scanned at the booth", () => {
    expect(ids({ kind: "vcard" })).toEqual(["a"]);
    expect(ids({ kind: "badge" })).toEqual(["c"]);
    expect(ids({ kind: "manual" })).toEqual(["b", "d"]);
    expect(ids({ kind: "business_card" })).toEqual([]);
    expect(ids({ kind: "vcard", source: "booth_scan" })).toEqual(["a"]);
  });

  it("read a lead from an older answer, without a capture, as added by hand", () => {
    const { capture: _none, ...older } = leadFixture({ _id: "e", fullName: "Old Lead" });
    expect(indexLeads([older]).map((entry) => entry.captureKind)).toEqual(["manual"]);
  });

  it("sort by age, rating, name and follow-up date, missing values last", () => {
    expect(ids({ sort: "oldest" })).toEqual(["d", "c", "b", "a"]);
    expect(ids({ sort: "rating" })).toEqual(["a", "d", "b", "c"]);
    expect(ids({ sort: "name" })).toEqual(["a", "b", "c", "d"]);
    expect(ids({ sort: "followUp" })).toEqual(["c", "a", "b", "d"]);
  });

  it("offer only the tags, sources and members the leads have", () => {
    expect(filterChoices(LEADS)).toEqual({
      tags: [
        { value: "ai", label: "AI" },
        { value: "budget", label: "budget" },
        { value: "demo", label: "demo" },
      ],
      sources: [
        { value: "booth_scan", label: "Booth scan" },
        { value: "manual", label: "Manual" },
        { value: "referral", label: "Referral" },
      ],
      // In the fixed order of the kinds, each with how many loaded leads it keeps.
      kinds: [
        { value: "badge", label: "Badge", count: 1 },
        { value: "vcard", label: "vCard", count: 1 },
        { value: "manual", label: "Manual", count: 2 },
      ],
      members: [
        { value: MEERA.userId, label: "Meera Iyer" },
        { value: RAJ.userId, label: "Raj Nair" },
      ],
      owners: [
        { value: MEERA.userId, label: "Meera Iyer" },
        { value: RAJ.userId, label: "Raj Nair" },
      ],
    });
  });

  it("word every source", () => {
    expect(sourceLabel("booth_scan")).toBe("Booth scan");
    expect(sourceLabel("business_card")).toBe("Business card");
    expect(sourceLabel("manual")).toBe("Manual");
    expect(sourceLabel("trade_show")).toBe("trade show");
    expect(sourceLabel(null)).toBe("Unknown source");
  });
});
