import { describe, expect, it } from "vitest";
import { analyticsTables, NO_CAPTURER, ratingLabel } from "./lead-analytics-view.ts";
import { FIGURES } from "./lead-analytics.model.ts";

describe("Analytics' tables", () => {
  const tables = analyticsTables(FIGURES);
  const table = (id: string) => tables.find((shown) => shown.id === id)!;
  const words = (id: string) => table(id).rows.map((row) => [row.label, row.count]);

  it("draw every breakdown in the words people read, never a slug", () => {
    expect(tables.map((shown) => shown.id)).toEqual(["priority", "status", "source", "capture", "member", "owner", "rating", "trend"]);
    expect(words("status")).toEqual([["Call scheduled", 2], ["New", 1]]);
    expect(words("source")).toEqual([["Booth scan", 2], ["Manual", 1]]);
    expect(words("member")).toEqual([["Asha Rao", 2], [NO_CAPTURER, 1]]);
    expect(words("rating").map(([label]) => label)).toEqual(["5 stars", "4 stars", "3 stars", "2 stars", "1 star", "Not rated"]);
    expect(words("trend")).toEqual([["Mar 14, 2026", 2], ["Mar 15, 2026", 1]]);
    expect(table("trend").caption).toBe("Trend over the show's days (Asia/Kolkata)");
  });

  it("give each row its share of the largest, for the bar beside the number", () => {
    expect(table("priority").rows.map((row) => row.share)).toEqual([1, 0.5, 0]);
    const empty = analyticsTables({ ...FIGURES, byPriority: FIGURES.byPriority.map((row) => ({ ...row, count: 0 })) });
    expect(empty[0]!.rows.every((row) => row.share === 0)).toBe(true);
  });

  it("count the leads before and after the show apart from its days", () => {
    const trend = analyticsTables({ ...FIGURES, trend: { ...FIGURES.trend, beforeShow: 4, afterShow: 1 } }).at(-1)!;
    expect(trend.rows.map((row) => row.label)).toEqual(["Before the show", "Mar 14, 2026", "Mar 15, 2026", "After the show"]);
    expect(ratingLabel(1)).toBe("1 star");
  });
});
