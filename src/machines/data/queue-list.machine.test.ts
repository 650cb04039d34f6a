import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { queueListModel } from "./queue-list.model.ts";
import { tabFromAddress } from "./queue-query.ts";

describeModel(queueListModel);

describe("tabFromAddress", () => {
  it("opens the tab the address asks for, else the queue's first", () => {
    expect(tabFromAddress("?status=rejected", ["pending", "rejected", "all"])).toBe("rejected");
    expect(tabFromAddress("?status=maybe", ["pending", "rejected", "all"])).toBe("pending");
    expect(tabFromAddress("", ["open", "closed"])).toBe("open");
    expect(tabFromAddress("?status=open", [])).toBeNull();
  });
});
