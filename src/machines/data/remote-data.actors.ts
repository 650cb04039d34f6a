import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import type { Api, ApiRunner, ConditionalAnswer } from "../../api/request.ts";
import type { KeptLists } from "./kept-lists.ts";
import { isPagedList, keptPages, type Page, type PagedList } from "./paged-list.ts";
import { KEPT_IS_CURRENT, remoteDataMachine, type ReadInput } from "./remote-data.machine.ts";
import { nextTask, whenIdle } from "./when-idle.ts";

type Read<A> = Effect.Effect<A, ApiError, Api>;

/**
 * A screen's read with its real call, through the app's runner (retries, a 401 ends the session).
 * Not aborted when the read stops: a reload that overtakes a running one simply wins.
 */
export const remoteRead = <A>(runApi: ApiRunner, read: Read<A>) =>
  remoteDataMachine.provide({ actors: { fetchData: fromPromise<unknown, unknown>(() => runApi(read)) } });

/**
 * A read of what its screen names when it invokes it (`input: { params }`): the event whose
 * resources to list, say. `P` is the params' type; the screen machine is their only writer.
 */
export const remoteReadOf = <P, A>(runApi: ApiRunner, read: (params: P) => Read<A>) =>
  remoteDataMachine.provide({ actors: { fetchData: fromPromise<unknown, ReadInput>(({ input }) => runApi(read(input.params as P))) } });

/**
 * `read` with its answers kept on the device under the name `nameOf` gives its params: a repeat
 * visit shows the kept answer at once while the read runs. Without `kept` it is `read` unchanged.
 */
export const keptOnDevice = (
  read: typeof remoteDataMachine,
  nameOf: (params: unknown) => string,
  kept: KeptLists | undefined,
) =>
  kept === undefined
    ? read
    : read.provide({
        actors: { recallData: fromPromise<unknown, ReadInput>(({ input }) => kept.recall(nameOf(input.params))) },
        actions: { keepData: ({ context }, { data }: { data: unknown }) => void kept.keep(nameOf(context.params), data) },
      });

/**
 * A read whose answers are kept on the device under `name`: a repeat visit shows the kept list at
 * once while the read runs. Without `kept` it is a plain read.
 */
export const keptRead = <A>(runApi: ApiRunner, read: Read<A>, name: string, kept: KeptLists | undefined) =>
  keptOnDevice(remoteRead(runApi, read), () => name, kept);

/**
 * A read of what its screen names, kept on the device per params: `nameOf` puts them in the kept
 * name, so one event's list is never shown for another's.
 */
export const keptReadOf = <P, A>(runApi: ApiRunner, read: (params: P) => Read<A>, nameOf: (params: P) => string, kept: KeptLists | undefined) =>
  keptOnDevice(remoteReadOf(runApi, read), (params) => nameOf(params as P), kept);

/**
 * A list read in pages and kept on the device in pages, with the server's version of the whole list
 * (its first page's `ETag`). The first page shows as soon as it arrives; the rest are read once the
 * page is idle again, one task per page, and join it in one step when the last has arrived (each
 * arrival redrawing the whole screen cost more than the page itself). A repeat visit shows the kept
 * pages (one record on the device: read back page by page, in one task per page, they cost more in
 * all) while the first page's read asks, with the kept version, whether the list changed: unchanged
 * is a 304 with no body, and nothing is read, drawn or kept again. `prepare` runs on each page as it
 * arrives (the screen's per-page index), so a read from the server does it in small tasks.
 */
export const keptPagedRead = <T>(
  runApi: ApiRunner,
  read: {
    /** The first page, or a 304 when `version` is still the list's. */
    readonly first: (version: string | null) => Read<ConditionalAnswer<Page<T>>>;
    /** The page that starts at a `next` the previous page gave. */
    readonly after: (cursor: string) => Read<Page<T>>;
    readonly prepare: (items: ReadonlyArray<T>) => void;
  },
  name: string,
  kept: KeptLists | undefined,
) => {
  // The version that came with each whole list, looked up when that list is kept.
  const versions = new WeakMap<object, string>();
  const fetchData = fromPromise<unknown, ReadInput>(async ({ input, signal }) => {
    const answer = await runApi(read.first(kept === undefined ? null : await kept.recallVersion(name)));
    if (!answer.modified) return KEPT_IS_CURRENT;
    // Each page is prepared in a task after the one that parsed it: together, a page of 1,000
    // leads held a phone's main thread for about 80 ms.
    await nextTask();
    read.prepare(answer.data.items);
    const pages = [answer.data.items];
    let next = answer.data.next;
    if (next !== null) input.parent.send({ type: "page.read", data: { pages: [...pages], complete: false } satisfies PagedList<T> });
    while (next !== null) {
      await whenIdle();
      // A read that was overtaken (a reload) or left (the screen closed) asks for nothing more.
      if (signal.aborted) return null;
      const page = await runApi(read.after(next));
      await nextTask();
      if (signal.aborted) return null;
      read.prepare(page.items);
      pages.push(page.items);
      next = page.next;
    }
    const list: PagedList<T> = { pages, complete: true };
    if (answer.version !== null) versions.set(list, answer.version);
    return list;
  });
  const paged = remoteDataMachine.provide({ actors: { fetchData } });
  return kept === undefined
    ? paged
    : paged.provide({
        actors: {
          recallData: fromPromise<unknown, ReadInput>(async () => {
            const pages = keptPages(await kept.recall(name));
            if (pages === null) return null;
            pages.forEach((page) => read.prepare(page as ReadonlyArray<T>));
            return { pages, complete: true } satisfies PagedList<unknown>;
          }),
        },
        actions: {
          keepData: (_, { data }: { data: unknown }) => {
            if (isPagedList(data) && data.complete) void kept.keep(name, data.pages, versions.get(data) ?? null);
          },
        },
      });
};
