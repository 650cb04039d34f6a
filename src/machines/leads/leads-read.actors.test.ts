import { expect, test } from "vitest";
import { createActor, waitFor } from "xstate";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { memoryKeptLists } from "../testing/memory-kept-lists.ts";
import { leadFixture } from "./lead-fixtures.ts";
import { leadsScreenImplementations } from "./leads-screen.actors.ts";

const ASHA = leadFixture({ fullName: "Asha Rao" });
const RAVI = leadFixture({ _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", fullName: "Ravi Kumar" });

/** The leads read as the screen gets it, over a server that answers with `answer`, and what it asked with. */
const leadsRead = (answer: (ifNoneMatch: string | null) => Response, keptLists = memoryKeptLists()) => {
  const asked: Array<string | null> = [];
  const { runApi } = recordingApi((request) => {
    asked.push(request.headers.get("If-None-Match"));
    return answer(request.headers.get("If-None-Match"));
  });
  const read = leadsScreenImplementations({ runApi, notify: () => {}, download: () => {}, saveFile: () => {}, keptLists }).actors.leadsRead;
  return { actor: createActor(read).start(), asked, keptLists };
};

test("a first visit asks without a version and keeps the list with the one the server gave", async () => {
  const { actor, asked, keptLists } = leadsRead(() => jsonResponse(200, { success: true, data: [ASHA] }, { ETag: '"v1"' }));
  await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
  expect(asked).toEqual([null]);
  expect(actor.getSnapshot().context.data).toEqual([ASHA]);
  await waitFor(actor, () => keptLists.kept.has("leads"));
  expect(keptLists.kept.get("leads")).toEqual([ASHA]);
  expect(keptLists.versions.get("leads")).toBe('"v1"');
});

test("a repeat visit asks with the kept version; unchanged (304), the kept list stays as it is and nothing is kept again", async () => {
  const keptLists = memoryKeptLists();
  const keptList = [ASHA];
  await keptLists.keep("leads", keptList, '"v1"');
  const keeps: unknown[] = [];
  const watched: typeof keptLists = { ...keptLists, keep: (name, data, version) => (keeps.push(data), keptLists.keep(name, data, version)) };
  const { actor, asked } = leadsRead(() => new Response(null, { status: 304, headers: { ETag: '"v1"' } }), watched);
  await waitFor(actor, (snapshot) => snapshot.matches("loaded") && snapshot.context.data !== null);
  expect(asked).toEqual(['"v1"']);
  // The very list recalled from the device: the screen has nothing new to index or draw.
  expect(actor.getSnapshot().context.data).toBe(keptList);
  expect(actor.getSnapshot().context.error).toBeNull();
  expect(keeps).toEqual([]);
});

test("a repeat visit whose list changed shows and keeps the new list with its new version", async () => {
  const keptLists = memoryKeptLists();
  await keptLists.keep("leads", [ASHA], '"v1"');
  const { actor, asked } = leadsRead(
    (version) => (version === '"v2"' ? new Response(null, { status: 304 }) : jsonResponse(200, { success: true, data: [RAVI, ASHA] }, { ETag: '"v2"' })),
    keptLists,
  );
  await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
  expect(asked).toEqual(['"v1"']);
  expect(actor.getSnapshot().context.data).toEqual([RAVI, ASHA]);
  await waitFor(actor, () => keptLists.versions.get("leads") === '"v2"');
  expect(keptLists.kept.get("leads")).toEqual([RAVI, ASHA]);
});
