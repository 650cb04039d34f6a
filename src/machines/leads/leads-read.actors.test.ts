import { expect, test } from "vitest";
import { createActor, waitFor } from "xstate";
import type { PagedList } from "../data/paged-list.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { memoryKeptLists } from "../testing/memory-kept-lists.ts";
import { FIRST_LEADS_PAGE, LEADS_PAGE } from "./lead-calls.actors.ts";
import { leadFixture } from "./lead-fixtures.ts";
import { leadsScreenImplementations } from "./leads-screen.actors.ts";

const ASHA = leadFixture({ fullName: "Asha Rao" });
const RAVI = leadFixture({ _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", fullName: "Ravi Kumar" });
const MEERA = leadFixture({ _id: "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e", fullName: "Meera Iyer" });

/** What the server was asked: the query and the version named in If-None-Match. */
interface Asked {
  readonly search: string;
  readonly version: string | null;
}

/** The leads read as the screen gets it, over a server that answers with `answer`, and what it was asked. */
const leadsRead = (answer: (asked: Asked) => Response, keptLists = memoryKeptLists()) => {
  const asked: Asked[] = [];
  const { runApi } = recordingApi((request) => {
    const question = { search: new URL(request.url).search, version: request.headers.get("If-None-Match") };
    asked.push(question);
    return answer(question);
  });
  const read = leadsScreenImplementations({ runApi, notify: () => {}, download: () => {}, saveFile: () => {}, keptLists }).actors.leadsRead;
  const actor = createActor(read);
  // Everything the screen was shown, in order.
  const shown: Array<PagedList<unknown> | null> = [];
  actor.subscribe((snapshot) => {
    const data = snapshot.context.data as PagedList<unknown> | null;
    if (shown.at(-1) !== data) shown.push(data);
  });
  actor.start();
  return { actor, asked, keptLists, shown };
};

const FIRST = `?limit=${FIRST_LEADS_PAGE}`;
const afterCursor = (cursor: string) => `?limit=${LEADS_PAGE}&after=${cursor}`;

/** A server of three leads in two pages: Asha alone first, then Ravi and Meera. */
const twoPages = ({ search }: Asked) =>
  search === FIRST
    ? jsonResponse(200, { success: true, data: [ASHA], next: "c1" }, { ETag: '"v1"' })
    : jsonResponse(200, { success: true, data: [RAVI, MEERA], next: null });

test("a first visit shows the first page before asking for the next, then the whole list, and keeps it in pages with the list's version", async () => {
  const { actor, asked, keptLists, shown } = leadsRead(twoPages);
  await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
  expect(asked).toEqual([
    { search: FIRST, version: null },
    { search: afterCursor("c1"), version: null },
  ]);
  // The first page shows on its own (the list says it is not all yet), then the whole list.
  expect(shown).toEqual([null, { pages: [[ASHA]], complete: false }, { pages: [[ASHA], [RAVI, MEERA]], complete: true }]);
  // Still loading while the first page shows.
  await waitFor(actor, () => keptLists.kept.has("leads"));
  expect(keptLists.kept.get("leads")).toEqual([[ASHA], [RAVI, MEERA]]);
  expect(keptLists.versions.get("leads")).toBe('"v1"');
});

test("a list of one page is one read", async () => {
  const { actor, asked } = leadsRead(() => jsonResponse(200, { success: true, data: [ASHA, RAVI], next: null }, { ETag: '"v1"' }));
  await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
  expect(asked).toEqual([{ search: FIRST, version: null }]);
  expect(actor.getSnapshot().context.data).toEqual({ pages: [[ASHA, RAVI]], complete: true });
});

test("a repeat visit shows the kept pages and asks with the kept version; unchanged (304), nothing is read, shown or kept again", async () => {
  const keptLists = memoryKeptLists();
  const keptPages = [[ASHA], [RAVI, MEERA]];
  await keptLists.keep("leads", keptPages, '"v1"');
  const keeps: unknown[] = [];
  const watched: typeof keptLists = { ...keptLists, keep: (name, pages, version) => (keeps.push(pages), keptLists.keep(name, pages, version)) };
  const { actor, asked, shown } = leadsRead(() => new Response(null, { status: 304, headers: { ETag: '"v1"' } }), watched);
  await waitFor(actor, (snapshot) => snapshot.matches("loaded") && (snapshot.context.data as PagedList<unknown> | null)?.complete === true);
  expect(asked).toEqual([{ search: FIRST, version: '"v1"' }]);
  expect(shown).toEqual([null, { pages: keptPages, complete: true }]);
  // The very pages recalled from the device.
  const recalled = (actor.getSnapshot().context.data as PagedList<unknown>).pages;
  expect(recalled[1]).toBe(keptPages[1]);

  expect(actor.getSnapshot().context.error).toBeNull();
  expect(keeps).toEqual([]);
});

test("a repeat visit whose list changed shows and keeps the new list with its new version, and no kept page after it", async () => {
  const keptLists = memoryKeptLists();
  await keptLists.keep("leads", [[ASHA]], '"v0"');
  const { actor, asked } = leadsRead(twoPages, keptLists);
  await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
  expect(asked[0]).toEqual({ search: FIRST, version: '"v0"' });
  expect(actor.getSnapshot().context.data).toEqual({ pages: [[ASHA], [RAVI, MEERA]], complete: true });
  await waitFor(actor, () => keptLists.versions.get("leads") === '"v1"');
  expect(keptLists.kept.get("leads")).toEqual([[ASHA], [RAVI, MEERA]]);
});

test("a later page that fails leaves the pages that arrived on screen with the error, and keeps nothing", async () => {
  const { actor, keptLists } = leadsRead((question) =>
    question.search === FIRST ? twoPages(question) : jsonResponse(503, { success: false, message: "Service unavailable: the database is not answering" }),
  );
  await waitFor(actor, (snapshot) => snapshot.matches("failed"));
  expect(actor.getSnapshot().context.data).toEqual({ pages: [[ASHA]], complete: false });
  expect(actor.getSnapshot().context.error).toBe("Service unavailable: the database is not answering");
  expect(keptLists.kept.has("leads")).toBe(false);
});

test("a list kept whole by an earlier version of the portal shows as one page while the read runs", async () => {
  const keptLists = memoryKeptLists();
  await keptLists.keep("leads", [ASHA, RAVI]);
  const { actor } = leadsRead(() => new Response(null, { status: 503 }), keptLists);
  await waitFor(actor, (snapshot) => snapshot.context.data !== null);
  expect(actor.getSnapshot().context.data).toEqual({ pages: [[ASHA, RAVI]], complete: true });
});

test("a reload (after a change) keeps the whole list on screen until the new one is whole, never only its first page", async () => {
  let version = 1;
  const { actor, shown } = leadsRead(({ search }) => {
    const next = version === 1 ? "c1" : "c2";
    if (search === FIRST) return jsonResponse(200, { success: true, data: [ASHA], next }, { ETag: `"v${version}"` });
    return jsonResponse(200, { success: true, data: version === 1 ? [RAVI] : [RAVI, MEERA], next: null });
  });
  await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
  version = 2;
  actor.send({ type: "data.refresh" });
  await waitFor(actor, (snapshot) => snapshot.matches("loaded") && (snapshot.context.data as PagedList<unknown>).pages[1]?.length === 2);
  expect(shown).toEqual([
    null,
    { pages: [[ASHA]], complete: false },
    { pages: [[ASHA], [RAVI]], complete: true },
    { pages: [[ASHA], [RAVI, MEERA]], complete: true },
  ]);
});
