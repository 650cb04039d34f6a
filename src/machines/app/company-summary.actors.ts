import { fromPromise } from "xstate";
import { loadApiCalls } from "../../api/load-api-calls.ts";
import type { ApiRunner } from "../../api/request.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";

/**
 * `GET /company`: the header's name, logo and booth. A failed read leaves the header on its fallbacks.
 * Created with the app, read only once someone is signed in: the API layer loads with the first read.
 */
export const companySummaryRead = (runApi: ApiRunner) =>
  remoteDataMachine.provide({
    actors: {
      fetchData: fromPromise<unknown, unknown>(async () => {
        const { query } = await loadApiCalls();
        const answer = await runApi(query((client, signal) => client.GET("/company", { signal })));
        return answer.data;
      }),
    },
  });
