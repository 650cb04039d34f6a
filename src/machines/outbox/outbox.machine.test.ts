import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { backoffDelay } from "./outbox.machine.ts";
import { outboxModel } from "./outbox.model.ts";

describeModel(outboxModel);

describe("backoffDelay", () => {
  it("doubles from 2 s and stops at 60 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });
});
