import { expect, test } from "vitest";
import { createActor, toPromise } from "xstate";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import type { ActivityPageRequest } from "./activity-entry.ts";
import { activityScreenImplementations } from "./activity-screen.actors.ts";

const PAGE = { entries: [], nextCursor: null, actors: [] };

test("asks for one page with only the filters that are set, and answers the envelope's data", async () => {
  const { runApi, requests } = recordingApi(() => jsonResponse(200, { success: true, data: PAGE }));
  const { fetchPage } = activityScreenImplementations({ runApi, notify: () => {}, download: () => {} }).actors;
  const read = (input: ActivityPageRequest) => toPromise(createActor(fetchPage, { input }).start());

  expect(await read({ actor: null, category: null, before: null })).toEqual(PAGE);
  await read({ actor: "8d7c6b5a-4938-4e27-a016-f5e4d3c2b1a0", category: "leads", before: "00000000-0000-4000-8000-000000000009" });
  expect(requests.map((r) => [r.method, r.path])).toEqual([
    ["GET", "/api/activity?limit=50"],
    ["GET", "/api/activity?limit=50&actor=8d7c6b5a-4938-4e27-a016-f5e4d3c2b1a0&category=leads&before=00000000-0000-4000-8000-000000000009"],
  ]);
});
