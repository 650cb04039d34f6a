import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Forbidden } from "../../api/errors.ts";
import { OFFLINE, SIGNED_OUT } from "../testing/call-outcomes.ts";
import { apiLayer, makeApiRunner } from "../../api/request.ts";
import { reportingForbidden } from "./forbidden.actors.ts";

const refused = new Forbidden({ message: "Only the company owner or an admin can do this." });

describe("the app's runner and 403 answers", () => {
  const run = makeApiRunner(apiLayer({ fetch: () => Promise.reject(new Error("no network in this test")) }));

  it("tells the app of a refusal, and the caller still gets the refusal with the server's message", async () => {
    let reported = 0;
    const runApi = reportingForbidden(run, () => void (reported += 1));
    await expect(runApi(Effect.fail(refused))).rejects.toBe(refused);
    expect(reported).toBe(1);
  });

  it("tells it of nothing else: answers, other failures, a 401 (which ends the session its own way)", async () => {
    let reported = 0;
    const runApi = reportingForbidden(run, () => void (reported += 1));
    await expect(runApi(Effect.succeed(7))).resolves.toBe(7);
    await expect(runApi(Effect.fail(OFFLINE))).rejects.toMatchObject({ _tag: "Network" });
    await expect(runApi(Effect.fail(SIGNED_OUT))).rejects.toMatchObject({ _tag: "Unauthorized" });
    expect(reported).toBe(0);
  });
});
