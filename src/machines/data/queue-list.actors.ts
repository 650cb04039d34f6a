import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import type { Api, ApiRunner } from "../../api/request.ts";
import { queueListMachine } from "./queue-list.machine.ts";
import type { QueuePage, QueueQuery } from "./queue-query.ts";

/**
 * A screen's queue with its real read, through the app's runner (retries, a 401 ends the session):
 * `read` asks for one page under the query and answers it as a `QueuePage`.
 */
export const queueRead = <Row>(runApi: ApiRunner, read: (query: QueueQuery) => Effect.Effect<QueuePage<Row>, ApiError, Api>) =>
  queueListMachine.provide({ actors: { fetchPage: fromPromise<QueuePage, QueueQuery>(({ input }) => runApi(read(input))) } });
