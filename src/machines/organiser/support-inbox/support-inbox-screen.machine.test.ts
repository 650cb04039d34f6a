import { describe, expect, it } from "vitest";
import { describeModel } from "../../testing/describe-model.ts";
import { inboxTabFromSearch } from "./support-inbox-query.ts";
import { supportInboxScreenModel } from "./support-inbox-screen.model.ts";

describeModel(supportInboxScreenModel);

describe("inboxTabFromSearch", () => {
  it("opens the tab the address asks for, else the open requests", () => {
    expect(inboxTabFromSearch("?status=closed")).toBe("closed");
    expect(inboxTabFromSearch("?status=pending")).toBe("open");
  });
});
