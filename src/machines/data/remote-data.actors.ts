import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import type { Api, ApiRunner, ConditionalAnswer } from "../../api/request.ts";
import type { KeptLists } from "./kept-lists.ts";
import { KEPT_IS_CURRENT, remoteDataMachine } from "./remote-data.machine.ts";

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
  remoteDataMachine.provide({ actors: { fetchData: fromPromise<unknown, unknown>(({ input }) => runApi(read(input as P))) } });

/**
 * `read` with its answers kept on the device under the name `nameOf` gives its params (and the
 * server's version of each answer, when `versionOf` knows it): a repeat visit shows the kept answer
 * at once while the read runs. Without `kept` it is `read` unchanged.
 */
const keeping = (
  read: typeof remoteDataMachine,
  nameOf: (params: unknown) => string,
  kept: KeptLists | undefined,
  versionOf: (data: unknown) => string | null = () => null,
) =>
  kept === undefined
    ? read
    : read.provide({
        actors: { recallData: fromPromise<unknown, unknown>(({ input }) => kept.recall(nameOf(input))) },
        actions: { keepData: ({ context }, { data }: { data: unknown }) => void kept.keep(nameOf(context.params), data, versionOf(data)) },
      });

/**
 * A read whose answers are kept on the device under `name`: a repeat visit shows the kept list at
 * once while the read runs. Without `kept` it is a plain read.
 */
export const keptRead = <A>(runApi: ApiRunner, read: Read<A>, name: string, kept: KeptLists | undefined) =>
  keeping(remoteRead(runApi, read), () => name, kept);

/**
 * A read of what its screen names, kept on the device per params: `nameOf` puts them in the kept
 * name, so one event's list is never shown for another's.
 */
export const keptReadOf = <P, A>(runApi: ApiRunner, read: (params: P) => Read<A>, nameOf: (params: P) => string, kept: KeptLists | undefined) =>
  keeping(remoteReadOf(runApi, read), (params) => nameOf(params as P), kept);

/**
 * A read kept on the device with the server's version of what it kept (its `ETag`): the next visit
 * shows the kept list at once and asks the server only whether it changed since that version. An
 * unchanged list is a 304 with no body, and the screen keeps what it shows: nothing is parsed, drawn
 * or kept again. `readSince(null)` asks without a version (nothing kept, or nothing known about it).
 */
export const keptVersionedRead = <A>(
  runApi: ApiRunner,
  readSince: (version: string | null) => Read<ConditionalAnswer<A>>,
  name: string,
  kept: KeptLists | undefined,
) => {
  // The version that came with each answer, looked up when that answer is kept.
  const versions = new WeakMap<object, string>();
  const isObject = (data: unknown): data is object => typeof data === "object" && data !== null;
  const fetchData = fromPromise<unknown, unknown>(async () => {
    const answer = await runApi(readSince(kept === undefined ? null : await kept.recallVersion(name)));
    if (!answer.modified) return KEPT_IS_CURRENT;
    if (answer.version !== null && isObject(answer.data)) versions.set(answer.data, answer.version);
    return answer.data;
  });
  return keeping(remoteDataMachine.provide({ actors: { fetchData } }), () => name, kept, (data) => (isObject(data) ? (versions.get(data) ?? null) : null));
};
